import { describe, expect, test } from "vitest";
import type { Programme } from "@/domain/guide";
import { scheduleEntries } from "./scheduleEntries";

const programme = (id: string, start: string, end: string): Programme => ({
  id,
  channelId: "c",
  title: id,
  description: "",
  category: null,
  start: `2026-03-10T${start}:00.000Z`,
  end: `2026-03-10T${end}:00.000Z`,
});
const span = { start: "2026-03-10T18:00:00.000Z", end: "2026-03-10T21:00:00.000Z" };
const shape = (entries: ReturnType<typeof scheduleEntries>) =>
  entries.map((entry) => (entry.kind === "gap" ? `gap ${entry.start.slice(11, 16)}-${entry.end.slice(11, 16)}` : entry.programme.id));

describe("scheduleEntries", () => {
  test("orders programmes and names the gaps before, between and after them inside the span", () => {
    const entries = scheduleEntries([programme("b", "19:30", "20:00"), programme("a", "18:30", "19:00")], span);
    expect(shape(entries)).toEqual(["gap 18:00-18:30", "a", "gap 19:00-19:30", "b", "gap 20:00-21:00"]);
  });

  test("programmes over the span's edges are kept whole, those outside it and those without length are dropped", () => {
    const entries = scheduleEntries(
      [programme("before", "16:00", "17:00"), programme("edge", "17:30", "19:00"), programme("empty", "19:00", "19:00"), programme("late", "19:00", "22:00")],
      span,
    );
    expect(shape(entries)).toEqual(["edge", "late"]);
  });

  test("no programmes give no entries, not one long gap", () => {
    expect(scheduleEntries([], span)).toEqual([]);
  });
});
