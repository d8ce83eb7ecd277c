/**
 * A channel's programmes in order with the stretches between them named as gaps, inside the span the schedule
 * covers: a gap is a fact the viewer should read ("no programme information"), not blank space.
 */
import type { Programme } from "@/domain/guide";
import { toMs, type TimeSpan } from "@/domain/guideTime";

export type ScheduleEntry = { kind: "programme"; programme: Programme } | { kind: "gap"; start: string; end: string };

/** Programmes with a valid start and end, by start. */
function ordered(programmes: readonly Programme[]): Programme[] {
  return programmes
    .filter((item) => {
      const [start, end] = [toMs(item.start), toMs(item.end)];
      return start !== undefined && end !== undefined && end > start;
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The programmes that touch `span`, with a gap entry wherever nothing is on inside it. */
export function scheduleEntries(programmes: readonly Programme[], span: TimeSpan): ScheduleEntry[] {
  const [from, to] = [toMs(span.start), toMs(span.end)];
  if (from === undefined || to === undefined) return ordered(programmes).map((programme) => ({ kind: "programme", programme }));
  const entries: ScheduleEntry[] = [];
  let covered = from;
  for (const programme of ordered(programmes)) {
    const [start, end] = [Date.parse(programme.start), Date.parse(programme.end)];
    if (end <= from || start >= to) continue;
    if (start > covered) entries.push({ kind: "gap", start: iso(covered), end: iso(start) });
    entries.push({ kind: "programme", programme });
    covered = Math.max(covered, end);
  }
  if (entries.length > 0 && covered < to) entries.push({ kind: "gap", start: iso(covered), end: iso(to) });
  return entries;
}
