/**
 * A guest's watch progress (issue 9): without a profile on the server it stays in this browser's storage,
 * under the key the continue-watching rail reads (components/rail/continueWatching.ts). Spec 4's rules: 5 %
 * or less is not kept, 85 % or more is kept as finished (and so leaves the rail).
 */
import { progressVerdict } from "@/domain/watchProgress";

export const guestProgressKey = "continueWatching";
const maxEntries = 50;

interface StoredEntry {
  id: string;
  timeWatched: number;
  duration: number;
  updatedAt: number;
}

function isEntry(value: unknown): value is StoredEntry {
  if (typeof value !== "object" || value === null) return false;
  const id: unknown = Reflect.get(value, "id");
  return typeof id === "string";
}

export function recordGuestProgress(storage: Pick<Storage, "getItem" | "setItem">, id: string, position: number, duration: number, now = Date.now()): void {
  const verdict = progressVerdict(position, duration);
  if (verdict.kind === "ignore") return;
  let list: StoredEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(guestProgressKey) ?? "[]");
    list = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    list = [];
  }
  const entry = { id, timeWatched: Math.floor(verdict.position), duration: Math.floor(duration), updatedAt: now };
  const next = [entry, ...list.filter((item) => item.id !== id)].slice(0, maxEntries);
  try {
    storage.setItem(guestProgressKey, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the guest simply has no continue watching.
  }
}
