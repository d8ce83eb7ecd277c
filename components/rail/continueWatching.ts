/**
 * Continue watching, browser side: the progress list kept in localStorage and the items it points at.
 * Both are outside data, so both are checked (domain/check); an entry that fails is skipped, not fatal.
 */
import * as check from "@/domain/check";
import { finishedRatio, ignoredRatio } from "@/domain/watchProgress";
import { requestJson } from "../api/appApi";
import { contentItemSchema } from "../api/contentItems";
import type { ContentItem, Locale } from "@/domain/types";
import { guestProgressKey } from "@/stores/guestProgress";

export { guestProgressKey as continueWatchingStorageKey };

const nonNegative = check.refine(check.number, (value) => value >= 0, "a number of at least 0");

/** An entry as stored: the player writes `updatedAt` in epoch milliseconds; an ISO date is read too. */
const storedEntry = check.object({
  id: check.nonEmptyString,
  timeWatched: nonNegative,
  duration: check.refine(check.number, (value) => value > 0, "a positive number"),
  updatedAt: check.union(check.number, check.refine(check.string, (value) => !Number.isNaN(Date.parse(value)), "a date")),
});

export interface ProgressEntry {
  id: string;
  timeWatched: number;
  duration: number;
  /** Epoch milliseconds. */
  updatedAt: number;
}

/** A stored entry with its time in milliseconds, or undefined when it fails the check. */
function progressEntry(candidate: unknown): ProgressEntry | undefined {
  const parsed = storedEntry.parse(candidate);
  if (!parsed.ok) return undefined;
  const { updatedAt } = parsed.value;
  return { ...parsed.value, updatedAt: typeof updatedAt === "number" ? updatedAt : Date.parse(updatedAt) };
}

export function progressRatio(entry: ProgressEntry): number {
  return Math.min(1, entry.timeWatched / entry.duration);
}

export function isInProgress(entry: ProgressEntry): boolean {
  const ratio = progressRatio(entry);
  return ratio > ignoredRatio && ratio < finishedRatio;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Entries worth resuming, newest first, one per id. Junk (bad JSON, bad entries) is ignored. */
export function readProgress(raw: string | null): ProgressEntry[] {
  return readProgressEntries(raw).filter(isInProgress).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** This browser's stored progress list as written, or null when there is none or storage is unavailable. */
export function storedProgress(): string | null {
  try {
    return window.localStorage.getItem(guestProgressKey);
  } catch {
    // Storage can be disabled (privacy modes); then there is no progress kept here.
    return null;
  }
}

/** Every valid stored entry, finished ones included, one per id (the newest). */
export function readProgressEntries(raw: string | null): ProgressEntry[] {
  if (raw === null) return [];
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  const newest = new Map<string, ProgressEntry>();
  for (const candidate of data) {
    const entry = progressEntry(candidate);
    if (entry === undefined) continue;
    const known = newest.get(entry.id);
    if (!known || known.updatedAt < entry.updatedAt) newest.set(entry.id, entry);
  }
  return [...newest.values()];
}

const serverListSchema = check.object({
  signedIn: check.boolean,
  items: check.array(check.object({ item: check.unknown, timeWatched: nonNegative, duration: nonNegative })),
});

/**
 * The signed-in profile's list, kept by the server (issue 9); undefined for a guest, whose list is this
 * browser's. Entries that fail the check are skipped.
 */
export async function fetchServerContinueWatching(locale: Locale, signal?: AbortSignal): Promise<{ item: ContentItem; entry: ProgressEntry }[] | undefined> {
  const reply = await requestJson(`/api/playback/continue-watching?lang=${locale}`, { signal });
  if (!reply.ok) throw new Error(`continue watching: HTTP ${reply.status}`);
  const body = serverListSchema.parse(reply.body);
  if (!body.ok) throw new Error(`continue watching: ${body.error}`);
  if (!body.value.signedIn) return undefined;
  return body.value.items.flatMap((candidate) => {
    const item = contentItemSchema.parse(candidate.item);
    if (!item.ok || candidate.duration <= 0) return [];
    return [{ item: item.value, entry: { id: item.value.id, timeWatched: candidate.timeWatched, duration: candidate.duration, updatedAt: 0 } }];
  });
}
