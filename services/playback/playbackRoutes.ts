/**
 * Playback on the content service (spec 7 "Content", issue 9), every right decided here from the suite's own
 * state (playbackViewer.ts), never from what the caller says of itself:
 * - `GET playout/new/url/{id}[?programme={programmeId}]`: the manifest of a playable title (or of a channel's
 *   programme started over or caught up: domain/catchup.ts, 404 PROGRAMME_UNKNOWN, 403 PROGRAMME_NOT_AIRED,
 *   STARTOVER_UNAVAILABLE or CATCHUP_UNAVAILABLE), or the server's error body: unknown or not
 *   playable (404 CONTENT_UNAVAILABLE), coming soon (403 CONTENT_UNAVAILABLE), Plus for a non-subscriber
 *   (403 NOT_SUBSCRIBED), above the profile's age limit without the parental PIN (403 PARENTAL_PIN_REQUIRED), a live
 *   event before its start (403 COMING_SOON) or over without a replay (410 EVENT_ENDED; playoutSource.ts),
 *   a restricted country (451 GEO_RESTRICTED), the account's streams at their limit, or a guest's, counted per client
 *   address since a guest has no account (429 CONCURRENCY_LIMIT). Before any of that, every playout counts against
 *   its client address's rate (429 TOO_MANY_ATTEMPTS with Retry-After, as the user services' throttle answers).
 * - `POST playout/new/drm` (signed by the web tier): `{ signature, exp, licenseUrl }`, or "DRM not required".
 * - `POST heartbeat/query/event-logs`: keeps a stream alive; 404 once it is over, or once its live event is.
 * - progress, continue watching and history, per profile (spec 4).
 */
import { z } from "zod";
import { playoutClockSkewMs, playoutSignature, sameHex } from "@/domain/playoutSignature";
import { progressVerdict } from "@/domain/watchProgress";
import { HttpError, badRequest } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import type { ProductRow } from "../content/productRow";
import type { ProductStore } from "../content/productStore";
import { toWireProduct } from "../content/toWireProduct";
import type { EpgStore } from "../content/epgStore";
import { mediaAssetFor, mediaAssets } from "../media/mediaAssets";
import { clientAddressOf } from "../user/clientAddress";
import type { Throttle } from "../user/throttle";
import { drmSignature, drmTokenLifeSeconds } from "./drmToken";
import type { PlaybackStore, ProgressRow } from "./playbackStore";
import { playbackViewer, requireProfile, type ViewerDeps } from "./playbackViewer";
import { checkRights, countPlayout, countryOf, isComingSoon } from "./playoutRights";
import { liveWindowClosed, playoutOf, playoutSourceOf, recordingSourceOf } from "./playoutSource";

export { restrictedCountries } from "./playoutRights";

export interface PlaybackDeps extends ViewerDeps {
  products: ProductStore;
  /** The programme guide: what a start-over or catch-up playout plays. */
  guide: Pick<EpgStore, "programme">;
  store: PlaybackStore;
  now: () => Date;
  /** The public listener's base URL, as browsers reach it (media and licences). */
  publicUrl: string;
  playoutSecret: string;
  drmSecret: string;
  /** `STREAM_LIMIT`: live streams per account (default 2). */
  streamLimit: number;
  /** `GUEST_STREAM_LIMIT`: live streams of guests per client address (default 2; see servicesOptions.ts). */
  guestStreamLimit: number;
  /** `PLAYOUT_RATE_LIMIT`: playouts per client address in `playoutLimit.windowMs` (services/user/throttle.ts). */
  playoutRateLimit: number;
  throttle: Throttle;
}

const streamBody = z.object({ streamId: z.string().min(1).max(64), contentId: z.string().min(1).max(64), position: z.number().min(0).optional() });
const drmBody = z.object({ streamId: z.string().min(1).max(64), contentId: z.string().min(1).max(64) });
const progressBody = z.object({ contentId: z.string().min(1).max(64), position: z.number().min(0).max(1e6), duration: z.number().positive().max(1e6) });
const idsQuery = z.string().transform((value) => value.split(",").filter(Boolean)).pipe(z.array(z.string().min(1).max(64)).min(1).max(50));

const json = <S extends z.ZodType>(request: RouteRequest, schema: S) => readJsonBody(request, schema, 16 * 1024);

function progressItem(row: ProgressRow) {
  return {
    contentId: row.content_id,
    timeWatched: Math.round(row.position),
    duration: Math.round(row.duration),
    percent: Math.min(100, Math.round((row.position / row.duration) * 100)),
    finished: row.finished,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const route = (method: Route["method"], pattern: string, handler: Route["handler"]): Route => ({ method, pattern: `/content${pattern}`, handler });

function wire(deps: PlaybackDeps, request: RouteRequest, rows: readonly ProductRow[]) {
  const clock = { anchorMs: deps.products.liveEventAnchorMs, atMs: deps.now().getTime() };
  return rows.map((row) => toWireProduct(row, { locale: pickLanguage(request.headers), publicUrl: deps.publicUrl, genreTitles: deps.products.genreTitles, clock }));
}

/** What comes after a finished episode: the next one out in its show, in season and episode order. */
function nextEpisode(deps: PlaybackDeps, row: ProductRow): ProductRow | undefined {
  if (row.product_type !== "EPISODE" || row.show_id === null) return undefined;
  const episodes = deps.products.playlistOf(row.show_id).filter((candidate) => candidate.product_type === "EPISODE");
  const next = episodes[episodes.findIndex((candidate) => candidate.id === row.id) + 1];
  return next && !isComingSoon(next) ? next : undefined;
}

/** The playout's manifest and its DRM token. */
function playoutRoutes(deps: PlaybackDeps): Route[] {
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);
  return [
    route("GET", "/playout/new/url/:id", (request) => {
      const address = clientAddressOf(request.headers, request.peer);
      countPlayout(deps, address);
      const country = countryOf(request);
      const viewer = playbackViewer(deps, request.headers);
      const id = request.params.id ?? "";
      const row = checkRights(deps, viewer, deps.products.byIds([id])[0], id);
      const programmeId = request.query.get("programme");
      const source = programmeId === null ? playoutSourceOf(deps, viewer, row) : recordingSourceOf(deps, row, programmeId);
      const streamId = viewer.userId === undefined
        ? deps.store.openStream({ guestAddress: address }, row.id, deps.guestStreamLimit)
        : deps.store.openStream({ userId: viewer.userId }, row.id, deps.streamLimit);
      if (streamId === undefined) {
        throw new HttpError(429, "CONCURRENCY_LIMIT", viewer.userId === undefined
          ? `IP concurrency limit reached: at most ${deps.guestStreamLimit} guest streams at once from this address; signed-in viewers are counted per account.`
          : `IP concurrency limit reached: at most ${deps.streamLimit} streams at once on this account.`);
      }
      // Free titles carry a pre-roll for everyone without a subscription.
      const ad = mediaAssets["ad-break"];
      const advertisements = viewer.subscribed || row.product_type === "TRAILER" ? [] : [{ url: `${deps.publicUrl}${ad.hlsPath ?? ad.dashPath}`, drm: false }];
      const playout = playoutOf(deps.publicUrl, source, advertisements);
      return jsonReply({
        playout,
        streamId,
        country,
      });
    }),
    route("POST", "/playout/new/drm", async (request) => {
      const country = countryOf(request);
      const ts = Number(request.query.get("ts"));
      const body = await json(request, drmBody);
      const given = /^Signature ([0-9a-f]{64})$/.exec(String(request.headers.authorization ?? ""))?.[1];
      if (!given || !Number.isFinite(ts) || !sameHex(playoutSignature(deps.playoutSecret, ts, body.contentId, country), given)) {
        throw new HttpError(401, "SIGNATURE_MISMATCH", "The request's signature does not match.");
      }
      if (Math.abs(deps.now().getTime() - ts) > playoutClockSkewMs) throw new HttpError(401, "SIGNATURE_MISMATCH", "The request's timestamp is too far from now.");
      const viewer = playbackViewer(deps, request.headers);
      const stream = deps.store.stream(body.streamId, viewer.userId);
      if (!stream || stream.content_id !== body.contentId) throw new HttpError(404, "STREAM_UNKNOWN", "No such live stream for this caller.");
      const source = playoutSourceOf(deps, viewer, checkRights(deps, viewer, deps.products.byIds([body.contentId])[0], body.contentId));
      if (source.kind !== "asset" || !mediaAssetFor(source.productId).encrypted) return jsonReply({ drm: null, message: "DRM not required" });
      const exp = nowSeconds() + drmTokenLifeSeconds;
      return jsonReply({ signature: drmSignature(deps.drmSecret, stream.id, body.contentId, exp), exp, licenseUrl: `${deps.publicUrl}/drm/license/widevine` });
    }),
  ];
}

/** A live stream's heartbeat and its end. */
function heartbeatRoutes(deps: PlaybackDeps): Route[] {
  return [
    route("POST", "/heartbeat/query/event-logs", async (request) => {
      const body = await json(request, streamBody);
      const viewer = playbackViewer(deps, request.headers);
      const stream = deps.store.stream(body.streamId, viewer.userId);
      if (!stream || stream.content_id !== body.contentId) throw new HttpError(404, "STREAM_ENDED", "This stream is over; start playback again.");
      if (liveWindowClosed(deps, stream)) {
        deps.store.endStream(stream.id);
        throw new HttpError(404, "STREAM_ENDED", "This live event is over; its live stream has ended.");
      }
      deps.store.touchStream(stream.id);
      return jsonReply({ ok: true });
    }),
    route("POST", "/heartbeat/end", async (request) => {
      const body = await json(request, streamBody);
      const viewer = playbackViewer(deps, request.headers);
      if (deps.store.stream(body.streamId, viewer.userId)) deps.store.endStream(body.streamId);
      return jsonReply({ ok: true });
    }),
  ];
}

/** Progress, continue watching and history, per profile (spec 4). */
function progressRoutes(deps: PlaybackDeps): Route[] {
  return [
    route("POST", "/progress", async (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      const body = await json(request, progressBody);
      if (!deps.products.byIds([body.contentId])[0]) throw new HttpError(404, "CONTENT_UNAVAILABLE", `No title ${body.contentId}.`);
      const verdict = progressVerdict(body.position, body.duration);
      if (verdict.kind === "record") deps.store.saveProgress(profile.id, body.contentId, verdict.position, body.duration, verdict.finished);
      return jsonReply({ recorded: verdict.kind === "record", finished: verdict.kind === "record" && verdict.finished });
    }),
    route("GET", "/progress", (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      const ids = idsQuery.safeParse(request.query.get("ids") ?? "");
      if (!ids.success) throw badRequest("invalid-ids", "ids: 1 to 50 comma-separated content ids.");
      return jsonReply({ items: deps.store.progressOf(profile.id, ids.data).map(progressItem) });
    }),
    route("GET", "/continue-watching", (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      const rows = deps.store.history(profile.id, 0, 50).rows;
      const items: { row: ProductRow; timeWatched: number; duration: number }[] = [];
      const seen = new Set<string>();
      for (const entry of rows) {
        const product = deps.products.byIds([entry.content_id], viewer.ageLimit ?? undefined)[0];
        // A finished episode puts the next one in the rail, from its start.
        const shown = entry.finished ? (product ? nextEpisode(deps, product) : undefined) : product;
        if (!shown || seen.has(shown.id)) continue;
        // The next episode's own progress, when the profile has started (or finished) it too.
        const own = shown.id === entry.content_id ? entry : deps.store.progressOf(profile.id, [shown.id])[0];
        if (own !== entry && own?.finished) continue;
        const ownProgress = own?.position ?? 0;
        seen.add(shown.id);
        items.push({ row: shown, timeWatched: Math.round(ownProgress), duration: Math.round(entry.duration) });
        if (items.length >= 20) break;
      }
      const products = wire(deps, request, items.map((item) => item.row));
      return jsonReply({ products: products.map((product, index) => ({ ...product, itemProgress: { timeWatched: items[index]?.timeWatched ?? 0, duration: items[index]?.duration ?? 0 } })) });
    }),
    route("GET", "/history", (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      const page = z.coerce.number().int().min(0).max(10_000).catch(0).parse(request.query.get("page") ?? 0);
      const size = z.coerce.number().int().min(1).max(50).catch(25).parse(request.query.get("size") ?? 25);
      const { rows, total } = deps.store.history(profile.id, page, size);
      const byId = new Map(deps.products.byIds(rows.map((row) => row.content_id)).map((row) => [row.id, row]));
      const entries = rows.flatMap((row) => {
        const product = byId.get(row.content_id);
        return product ? [{ product, progress: progressItem(row) }] : [];
      });
      const products = wire(deps, request, entries.map((entry) => entry.product));
      return jsonReply({
        items: entries.map((entry, index) => ({ product: products[index], progress: entry.progress })),
        pagination: { page, size, totalCount: total },
      });
    }),
    route("DELETE", "/history/:id", (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      return jsonReply({ removed: deps.store.removeHistory(profile.id, request.params.id ?? "") });
    }),
    route("DELETE", "/history", (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      return jsonReply({ removed: deps.store.removeHistory(profile.id, undefined) });
    }),
  ];
}

export function createPlaybackRoutes(deps: PlaybackDeps): Route[] {
  return [...playoutRoutes(deps), ...heartbeatRoutes(deps), ...progressRoutes(deps)];
}
