/**
 * The content service's playback calls (spec 7 "Content", issue 9), for the web tier: playout, the signed DRM
 * call, heartbeats, progress, continue watching and history. The session token travels in the `token`
 * header; what the viewer may watch is the service's decision. A refusal comes back as PlaybackRefusal with
 * the server's error code (spec 8: the server error body is returned).
 */
import { z } from "zod";
import { playoutAuthorization } from "@/domain/playoutSignature";
import type { OnboardingState } from "@/domain/onboarding";
import type { ContentItem } from "@/domain/types";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";
import { ServiceError } from "../http/ServiceError";
import { toContentItem } from "../content/toContentItem";
import { product } from "../content/wire";

const playoutReply = z.object({
  playout: z.object({
    url: z.string().url(),
    mediaFormat: z.enum(["HLS", "DASH", "WIDEVINE", "WIDEVINE_DASH", "N/A"]),
    advertisements: z.array(z.object({ url: z.string().url(), drm: z.boolean().default(false) })).default([]),
    drm: z.boolean().default(false),
  }),
  streamId: z.string().min(1),
});
export type Playout = z.output<typeof playoutReply>;

const drmReply = z.union([
  z.object({ signature: z.string().regex(/^[0-9a-f]{64}$/), exp: z.number().int(), licenseUrl: z.string().url() }),
  z.object({ drm: z.null(), message: z.string() }),
]);
export type DrmGrant = { signature: string; exp: number; licenseUrl: string };

const okReply = z.object({}).loose();
const progressItem = z.object({ contentId: z.string(), timeWatched: z.number(), duration: z.number(), percent: z.number(), finished: z.boolean(), updatedAt: z.string() });
const progressReply = z.object({ items: z.array(progressItem) });
export type ProgressItem = z.output<typeof progressItem>;
const continueReply = z.object({ products: z.array(product.extend({ itemProgress: z.object({ timeWatched: z.number(), duration: z.number().optional() }) })) });
const favouritesReply = z.object({ ids: z.array(z.string().min(1).max(64)).max(500) });
const onboardingReply = z.object({ requiresOnboarding: z.boolean(), genres: z.array(z.string().min(1).max(64)).max(20) });
const finishReply = z.object({ requiresOnboarding: z.literal(false) });

const historyReply = z.object({
  items: z.array(z.object({ product, progress: progressItem })),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }),
});

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

export class PlaybackRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PlaybackRefusal";
  }
}

/** A service error with the server's error body becomes a refusal; anything else stays what it was. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof ServiceError) || error.status === undefined || error.status >= 500) return error;
  const body = errorBody.safeParse(error.body);
  return body.success ? new PlaybackRefusal(error.status, body.data.error.code, body.data.error.message ?? body.data.error.code) : error;
}

export interface WatchedItem {
  item: ContentItem;
  /** Seconds watched (spec 3 `itemProgress.timeWatched`). */
  timeWatched: number;
  /** Seconds in the stream that was watched, for the progress bar; absent when the service does not say. */
  duration?: number;
}

export class PlaybackClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; playoutSecret: string; fetchImpl?: typeof fetch; timeoutMs?: number; now?: () => number }) {
    this.http = createHttpClient({ service: "playback", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
    this.secret = options.playoutSecret;
    this.now = options.now ?? Date.now;
  }

  private readonly secret: string;
  private readonly now: () => number;

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw refusalOf(error);
    }
  }

  private auth(token: string | undefined): Record<string, string> {
    return token === undefined ? {} : { token };
  }

  /** A title's playout; with `programmeId`, that programme of the channel `contentId`, started over or caught up. */
  playout(contentId: string, ctx: CallContext, token: string | undefined, programmeId?: string): Promise<Playout> {
    return this.call(() =>
      this.http.get(`/playout/new/url/${encodeURIComponent(contentId)}`, ctx, {
        headers: this.auth(token),
        ...(programmeId === undefined ? {} : { query: { programme: programmeId } }),
        schema: playoutReply,
      }),
    );
  }

  /** The DRM token of a stream, signed by this web tier; undefined when the title needs no DRM. */
  async drm(contentId: string, streamId: string, ctx: CallContext, token: string | undefined): Promise<DrmGrant | undefined> {
    const ts = this.now();
    const reply = await this.call(() =>
      this.http.send("/playout/new/drm", ctx, {
        method: "POST",
        query: { ts },
        headers: { ...this.auth(token), authorization: playoutAuthorization(this.secret, ts, contentId, ctx.country) },
        body: { contentId, streamId },
        schema: drmReply,
      }),
    );
    return "signature" in reply ? reply : undefined;
  }

  /** false: the stream is over (the service no longer knows it). */
  async heartbeat(body: { streamId: string; contentId: string; position: number }, ctx: CallContext, token: string | undefined): Promise<boolean> {
    try {
      await this.call(() => this.http.send("/heartbeat/query/event-logs", ctx, { method: "POST", headers: this.auth(token), body, schema: okReply }));
      return true;
    } catch (error) {
      if (error instanceof PlaybackRefusal && error.status === 404) return false;
      throw error;
    }
  }

  async endStream(body: { streamId: string; contentId: string }, ctx: CallContext, token: string | undefined): Promise<void> {
    await this.call(() => this.http.send("/heartbeat/end", ctx, { method: "POST", headers: this.auth(token), body: { ...body, position: 0 }, schema: okReply }));
  }

  async saveProgress(body: { contentId: string; position: number; duration: number }, ctx: CallContext, token: string): Promise<void> {
    await this.call(() => this.http.send("/progress", ctx, { method: "POST", headers: { token }, body, schema: okReply }));
  }

  async progress(ids: readonly string[], ctx: CallContext, token: string): Promise<ProgressItem[]> {
    if (ids.length === 0) return [];
    const reply = await this.call(() => this.http.get("/progress", ctx, { query: { ids: ids.join(",") }, headers: { token }, schema: progressReply }));
    return reply.items;
  }

  async continueWatching(ctx: CallContext, token: string): Promise<WatchedItem[]> {
    const reply = await this.call(() => this.http.get("/continue-watching", ctx, { headers: { token }, schema: continueReply }));
    return reply.products.map((entry) => ({
      item: toContentItem(entry),
      timeWatched: entry.itemProgress.timeWatched,
      ...(entry.itemProgress.duration ? { duration: entry.itemProgress.duration } : {}),
    }));
  }

  async history(paging: { page: number; size: number }, ctx: CallContext, token: string) {
    const reply = await this.call(() => this.http.get("/history", ctx, { query: paging, headers: { token }, schema: historyReply }));
    return {
      items: reply.items.map((entry) => ({ item: toContentItem(entry.product), progress: entry.progress })),
      page: reply.pagination.page,
      size: reply.pagination.size,
      total: reply.pagination.totalCount,
    };
  }

  async removeHistory(contentId: string | undefined, ctx: CallContext, token: string): Promise<void> {
    const path = contentId === undefined ? "/history" : `/history/${encodeURIComponent(contentId)}`;
    await this.call(() => this.http.send(path, ctx, { method: "DELETE", headers: { token }, schema: okReply }));
  }

  /** The profile's My List (spec 7 "Favourites"), latest added first; the services decide whose list it is from the session. */
  async favouriteIds(ctx: CallContext, token: string): Promise<string[]> {
    return (await this.call(() => this.http.get("/personalization/ids", ctx, { headers: { token }, schema: favouritesReply }))).ids;
  }

  /** Whether the session's profile has onboarding ahead, and the genres it picked (issue 31 §4). */
  async onboarding(ctx: CallContext, token: string): Promise<OnboardingState> {
    return this.call(() => this.http.get("/personalization/onboarding", ctx, { headers: { token }, schema: onboardingReply }));
  }

  /** Keeps the genres the profile picked; the titles step offers titles from them. */
  async pickGenres(genres: readonly string[], ctx: CallContext, token: string): Promise<void> {
    await this.call(() => this.http.send("/personalization/onboarding/genres", ctx, { method: "POST", headers: { token }, body: { genres }, schema: okReply }));
  }

  /** Ends the profile's onboarding: `titles` join its My List (none: skipped). */
  async finishOnboarding(titles: readonly string[], ctx: CallContext, token: string): Promise<void> {
    await this.call(() => this.http.send("/personalization/onboarding/finish", ctx, { method: "POST", headers: { token }, body: { titles }, schema: finishReply }));
  }

  /** Adds a title to, or removes one from, the profile's My List; the list as it is then. */
  async changeFavourite(change: "add" | "remove", contentId: string, ctx: CallContext, token: string): Promise<string[]> {
    const reply = await this.call(() => this.http.send(`/personalization/${change}`, ctx, { method: "POST", headers: { token }, body: { id: contentId }, schema: favouritesReply }));
    return reply.ids;
  }
}
