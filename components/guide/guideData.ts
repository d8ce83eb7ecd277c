/**
 * What the `programme-guide` block shows (renderer/data/guideResolver.ts resolves it on the server): the grid's page
 * of channels with the guide's filters, each channel's now and next, or one channel's day; with the moment they are
 * as of and how the server formats times before the browser re-formats them in its own zone.
 */
import type { ChannelSchedule, GuideFilterChoice, GuideFilters, GuidePage, NowNext } from "@/domain/guide";
import type { TimeDisplay } from "@/domain/guideTime";

export type GuideData =
  | { kind: "grid"; page: GuidePage; display: TimeDisplay; filters?: GuideFilters; active?: GuideFilterChoice }
  | { kind: "now-next"; page: GuidePage; display: TimeDisplay }
  /** `day`: the schedule's day from today (0 today, -1 yesterday's, ...; `?day=`). */
  | { kind: "channel"; schedule: ChannelSchedule; nowNext: NowNext; at: string; display: TimeDisplay; day: number };

