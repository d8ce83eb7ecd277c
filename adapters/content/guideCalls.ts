/**
 * The programme guide's calls of the content adapter (spec 7 Content `live`, `live/related`, `live/availableFilters`;
 * docs/contract.md §3 Content): the request as the JSON `request` parameter, the reply checked with zod (wire.ts) and
 * mapped onto domain/guide.ts. ContentClient exposes them as its `liveGuide`, `channelSchedule` and `guideFilters`.
 */
import type { ChannelSchedule, GuideFilters, GuidePage, GuideRequest, Programme } from "@/domain/guide";
import type { CallContext, HttpClient } from "../http/httpClient";
import { ServiceError } from "../http/ServiceError";
import { toContentItem } from "./toContentItem";
import { channelScheduleReply, guideFiltersReply, liveGuideReply, type WireProgramme } from "./wire";

export function toProgramme(programme: WireProgramme): Programme {
  return {
    id: programme.id,
    channelId: programme.channelId,
    title: programme.title,
    description: programme.description,
    category: programme.category,
    start: programme.start,
    end: programme.stop,
    ...(programme.episode === undefined ? {} : { episode: programme.episode }),
  };
}

/** The grid guide's page of channels, each with now and next, and its programmes when `from` and `to` are given. */
export async function fetchLiveGuide(http: HttpClient, request: GuideRequest, ctx: CallContext): Promise<GuidePage> {
  const reply = await http.get("/live", ctx, { query: { request: JSON.stringify(request) }, schema: liveGuideReply });
  return {
    channels: reply.channels.map(({ now, next, programmes, ...channel }) => ({
      channel: toContentItem(channel),
      ...(now === null ? {} : { now: toProgramme(now) }),
      ...(next === null ? {} : { next: toProgramme(next) }),
      ...(programmes === undefined ? {} : { programmes: programmes.map(toProgramme) }),
    })),
    page: reply.pagination.page,
    size: reply.pagination.size,
    total: reply.pagination.totalCount,
    at: reply.at,
    ...(reply.from === undefined || reply.to === undefined ? {} : { window: { from: reply.from, to: reply.to } }),
  };
}

/**
 * One channel's schedule between two times (at most 7 days apart), by default the current UTC day; undefined when
 * the service knows no live channel by that id.
 */
export async function fetchChannelSchedule(
  http: HttpClient,
  channelId: string,
  window: { from: string; to: string } | undefined,
  ctx: CallContext,
): Promise<ChannelSchedule | undefined> {
  try {
    const reply = await http.get("/live/related", ctx, {
      query: { request: JSON.stringify({ channelId, ...window }) },
      schema: channelScheduleReply,
    });
    return { channel: toContentItem(reply.channel), from: reply.from, to: reply.to, programmes: reply.programmes.map(toProgramme) };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return undefined;
    throw error;
  }
}

export async function fetchGuideFilters(http: HttpClient, ctx: CallContext): Promise<GuideFilters> {
  const reply = await http.get("/live/availableFilters", ctx, { schema: guideFiltersReply });
  return {
    eventTypes: reply.eventTypes,
    genres: reply.genres,
    ...(reply.days === null ? {} : { days: reply.days }),
  };
}
