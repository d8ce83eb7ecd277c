/**
 * The `programme-guide` block's data (issue 30 §1): the grid's page of channels over a window from the last half
 * hour, narrowed by the page's filter, with the guide's filters; each channel's now and next; or one channel's day
 * (the block's `channelId`, else the page's channel) with what is on. Read from the content service's guide per
 * render (guideSource.ts). A channel the service does not know hides the block's view behind its fallback.
 */
import type { BlockDataMap } from "@/components/blockData";
import type { GuideData } from "@/components/guide/guideData";
import { isOnAt, slotStart, type TimeDisplay } from "@/domain/guideTime";
import type { BlockOf } from "@/screens-schema/types";
import type { ResolveDeps } from "./resolveDeps";

const hourMs = 60 * 60 * 1000;

/** A window of `hours` from `from` (epoch milliseconds), as the guide calls take it. */
function windowFrom(from: number, hours: number): { from: string; to: string } {
  return { from: new Date(from).toISOString(), to: new Date(from + hours * hourMs).toISOString() };
}

/** The grid's window: from the start of the current half hour (the guide's slot), `hours` long. */
export function gridWindow(now: Date, hours: number): { from: string; to: string } {
  return windowFrom(slotStart(now.getTime()), hours);
}

async function channelDay(block: BlockOf<"programme-guide">, deps: ResolveDeps, display: TimeDisplay, now: Date): Promise<GuideData> {
  const channelId = block.channelId ?? deps.route.values.contentId;
  if (channelId === undefined) throw new Error("a channel view on a page without a channel");
  // The day around now (from two hours back, 24 hours long), not the UTC calendar day: late in a viewer's evening the
  // UTC day may already be tomorrow's or still yesterday's. `?day=` moves it whole days back (catch-up) or ahead.
  const day = deps.route.query.scheduleDay ?? 0;
  const dayStart = slotStart(now.getTime()) - 2 * hourMs;
  // Another day's schedule; what is on now and next is always today's.
  const [schedule, today] = await Promise.all([
    deps.guide.channelSchedule(channelId, windowFrom(dayStart + day * 24 * hourMs, 24)),
    day === 0 ? undefined : deps.guide.channelSchedule(channelId, windowFrom(dayStart, 24)),
  ]);
  if (schedule === undefined) throw new Error(`no live channel ${channelId}`);
  const at = now.toISOString();
  const programmes = (today ?? schedule).programmes;
  const index = programmes.findIndex((programme) => isOnAt(programme, at));
  const upcoming = programmes.find((programme) => Date.parse(programme.start) > now.getTime());
  const current = index >= 0 ? programmes[index] : undefined;
  const next = index >= 0 ? programmes[index + 1] : upcoming;
  return { kind: "channel", schedule, nowNext: { ...(current ? { now: current } : {}), ...(next ? { next } : {}) }, at, display, day };
}

export async function guideChoice(block: BlockOf<"programme-guide">, deps: ResolveDeps, now = new Date()): Promise<BlockDataMap["programme-guide"]> {
  const { display } = deps.guide;
  if (block.view === "channel") return { guide: await channelDay(block, deps, display, now) };
  const size = block.size ?? 50;
  if (block.view === "now-next") return { guide: { kind: "now-next", page: await deps.guide.liveGuide({ page: 0, size }), display } };
  const active = deps.route.query.guide;
  const window = gridWindow(now, block.hours ?? 3);
  const [page, filters] = await Promise.all([
    deps.guide.liveGuide({ page: 0, size, at: now.toISOString(), ...window, ...(active?.eventType ? { eventType: active.eventType } : {}), ...(active?.genre ? { genre: active.genre } : {}) }),
    (block.filters ?? true) ? deps.guide.guideFilters() : undefined,
  ]);
  return { guide: { kind: "grid", page, display, ...(filters ? { filters } : {}), ...(active ? { active } : {}) } };
}
