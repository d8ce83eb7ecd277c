/**
 * Continue watching, browser side: the progress list kept in localStorage and the items it points at.
 * Both are outside data, so both are checked with zod; an entry that fails is skipped, not fatal.
 */
import { z } from "zod";
import { finishedRatio, ignoredRatio } from "@/domain/watchProgress";
import { requestJson } from "../api/appApi";
import { contentItemSchema } from "../api/contentItems";
import type { ContentItem, Locale } from "@/domain/types";
import { guestProgressKey } from "@/stores/guestProgress";

export { guestProgressKey as continueWatchingStorageKey };

const timestamp = z.union([z.number().finite(), z.string().min(1)]).transform((value, ctx) => {
  const ms = typeof value === "number" ? value : Date.parse(value);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: "custom", message: "updatedAt is not a date" });
    return z.NEVER;
  }
  return ms;
});

const entrySchema = z.object({
  id: z.string().min(1),
  timeWatched: z.number().finite().nonnegative(),
  duration: z.number().finite().positive(),
  updatedAt: timestamp,
});

export type ProgressEntry = z.output<typeof entrySchema>;

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
    const parsed = entrySchema.safeParse(candidate);
    if (!parsed.success) continue;
    const known = newest.get(parsed.data.id);
    if (!known || known.updatedAt < parsed.data.updatedAt) newest.set(parsed.data.id, parsed.data);
  }
  return [...newest.values()];
}

const serverListSchema = z.object({
  signedIn: z.boolean(),
  items: z.array(z.object({ item: z.unknown(), timeWatched: z.number().nonnegative(), duration: z.number().nonnegative() })),
});

/**
 * The signed-in profile's list, kept by the server (issue 9); undefined for a guest, whose list is this
 * browser's. Entries that fail the check are skipped.
 */
export async function fetchServerContinueWatching(locale: Locale, signal?: AbortSignal): Promise<{ item: ContentItem; entry: ProgressEntry }[] | undefined> {
  const reply = await requestJson(`/api/playback/continue-watching?lang=${locale}`, { signal });
  if (!reply.ok) throw new Error(`continue watching: HTTP ${reply.status}`);
  const body = serverListSchema.parse(reply.body);
  if (!body.signedIn) return undefined;
  return body.items.flatMap((candidate) => {
    const item = contentItemSchema.safeParse(candidate.item);
    if (!item.success || candidate.duration <= 0) return [];
    return [{ item: item.data, entry: { id: item.data.id, timeWatched: candidate.timeWatched, duration: candidate.duration, updatedAt: 0 } }];
  });
}
