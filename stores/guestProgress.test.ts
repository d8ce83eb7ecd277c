import { describe, expect, test } from "vitest";
import { guestProgressKey, recordGuestProgress } from "./guestProgress";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("a guest's progress in this browser", () => {
  test("keeps the newest entry per title first, and follows the 5 % and 85 % rules", () => {
    const storage = memoryStorage();
    recordGuestProgress(storage, "1001", 2, 60, 1);
    expect(storage.data.get(guestProgressKey)).toBeUndefined();
    recordGuestProgress(storage, "1001", 30, 60, 2);
    recordGuestProgress(storage, "1003", 58, 60, 3);
    recordGuestProgress(storage, "1001", 40, 60, 4);
    expect(JSON.parse(storage.data.get(guestProgressKey) ?? "[]")).toEqual([
      { id: "1001", timeWatched: 40, duration: 60, updatedAt: 4 },
      { id: "1003", timeWatched: 60, duration: 60, updatedAt: 3 },
    ]);
  });

  test("junk in storage is replaced, not fatal", () => {
    const storage = memoryStorage();
    storage.setItem(guestProgressKey, "{not json");
    recordGuestProgress(storage, "1001", 30, 60, 5);
    expect(JSON.parse(storage.data.get(guestProgressKey) ?? "[]")).toHaveLength(1);
  });
});
