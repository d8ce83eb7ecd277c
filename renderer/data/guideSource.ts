/**
 * The programme guide's port for the renderer (the content adapter's `liveGuide`, `channelSchedule`, `guideFilters`,
 * or a sample in stories and benches), bound to one render's call context: the guide changes by the minute, so it is
 * read per render, never from the content cache, and the filters once per render whatever the blocks.
 */
import type { CallContext } from "@/domain/callContext";
import type { ChannelSchedule, GuideFilters, GuidePage, GuideRequest } from "@/domain/guide";
import { countryDisplay, type TimeDisplay } from "@/domain/guideTime";

export interface GuideSource {
  liveGuide(request: GuideRequest, ctx: CallContext): Promise<GuidePage>;
  channelSchedule(channelId: string, window: { from: string; to: string } | undefined, ctx: CallContext): Promise<ChannelSchedule | undefined>;
  guideFilters(ctx: CallContext): Promise<GuideFilters>;
}

export interface GuideReader {
  /** How the server formats times before the browser re-formats them in its own zone (the country's zone). */
  display: TimeDisplay;
  liveGuide(request: GuideRequest): Promise<GuidePage>;
  channelSchedule(channelId: string, window?: { from: string; to: string }): Promise<ChannelSchedule | undefined>;
  guideFilters(): Promise<GuideFilters>;
}

/** One render's guide reads; each rejects when the render has no guide source (the block fails to its fallback). */
export function guideReader(source: GuideSource | undefined, ctx: CallContext): GuideReader {
  const missing = () => Promise.reject(new Error("this render has no guide source"));
  let filters: Promise<GuideFilters> | undefined;
  return {
    display: countryDisplay(ctx.locale, ctx.country),
    liveGuide: (request) => (source ? source.liveGuide(request, ctx) : missing()),
    channelSchedule: (channelId, window) => (source ? source.channelSchedule(channelId, window, ctx) : missing()),
    guideFilters: () => (filters ??= source ? source.guideFilters(ctx) : missing()),
  };
}
