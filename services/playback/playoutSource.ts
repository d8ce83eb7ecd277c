/**
 * What a playable product streams (playbackRoutes.ts), once checkRights has let it through: a live channel its own
 * live window; a title its asset; a live event (issue 30 §2) its channel's live window while it is live, counted as
 * a live stream like the channel's, and its replay's asset once it is over. The product played has its own rights too
 * (Plus, age rating), checked under the event's parental unlock, so an event can never open a door its channel or
 * replay keeps shut; a channel or replay that is gone is a 404 CONTENT_UNAVAILABLE. A stream opened while the event
 * was live ends with its live window (liveWindowClosed, read by the heartbeat).
 */
import { programmeReplay, type ReplayRefusal } from "@/domain/catchup";
import { HttpError } from "../http/HttpError";
import type { EpgStore } from "../content/epgStore";
import { channelReplayFields } from "../content/toWireProduct";
import { recordingMaxSeconds } from "../media/livePlaylist";
import { liveManifestPathFor, manifestPathOf, mediaAssetFor, mediaFormatOf, recordingManifestPathFor } from "../media/mediaAssets";
import { liveEventOfRow } from "../content/liveEventTiming";
import type { ProductRow } from "../content/productRow";
import type { ProductStore } from "../content/productStore";
import { unratedAgeRating } from "../content/toWireProduct";
import type { PlaybackViewer } from "./playbackViewer";
import { checkEntitlement, isComingSoon, playableEvent, type RightsDeps } from "./playoutRights";

export type PlayoutSource =
  /** A live channel's HLS window (services/media/livePlaylist.ts). */
  | { kind: "live"; channelId: string }
  /** A stretch of what a live channel aired: a programme started over or caught up (domain/catchup.ts). */
  | { kind: "recording"; channelId: string; fromMs: number; toMs: number }
  /** A title's test asset, from its start (services/media/mediaAssets.ts). */
  | { kind: "asset"; productId: string };

type SourceDeps = RightsDeps & { products: Pick<ProductStore, "byIds" | "liveEventAnchorMs"> };

/** The channel or replay a live event plays now, with its own rights checked. */
function eventSource(deps: SourceDeps, viewer: PlaybackViewer, event: ProductRow): PlayoutSource {
  const timing = playableEvent(deps, event);
  const live = timing.state === "live";
  const targetId = live ? timing.channelId : timing.replayId;
  const target = targetId === null ? undefined : deps.products.byIds([targetId])[0];
  const fits = live ? target?.product_type === "LIVE_CHANNEL" : target?.product_type === "MOVIE" || target?.product_type === "EPISODE";
  if (target === undefined || !fits || isComingSoon(target)) {
    throw new HttpError(404, "CONTENT_UNAVAILABLE", `Nothing to play for live event ${event.id} now.`);
  }
  checkEntitlement(deps, viewer, { plus: target.plus === 1, rating: target.age_rating ?? unratedAgeRating, unlockId: event.id });
  return live ? { kind: "live", channelId: target.id } : { kind: "asset", productId: target.id };
}

/** What `row` (already through checkRights) streams now. */
export function playoutSourceOf(deps: SourceDeps, viewer: PlaybackViewer, row: ProductRow): PlayoutSource {
  if (row.product_type === "LIVE_EVENT") return eventSource(deps, viewer, row);
  return row.product_type === "LIVE_CHANNEL" ? { kind: "live", channelId: row.id } : { kind: "asset", productId: row.id };
}

/**
 * Whether a stream has outlived its live event's window: opened while the event was live, it ends 5 h after the start
 * (spec 4), even if a replay follows (the replay is a playout of its own). False for any other product's stream.
 */
export function liveWindowClosed(deps: SourceDeps, stream: { content_id: string; started_at: number }): boolean {
  const [row] = deps.products.byIds([stream.content_id]);
  const atMs = deps.now().getTime();
  const event = row === undefined ? undefined : liveEventOfRow(row, { anchorMs: deps.products.liveEventAnchorMs, atMs });
  if (event === undefined) return false;
  const end = Date.parse(event.endTime);
  return stream.started_at < end && atMs >= end;
}

/** The server's refusal of a programme that does not play again, by the rule's reason. */
const replayRefusals: Readonly<Record<ReplayRefusal, { status: number; code: string; message: string }>> = {
  "not-aired": { status: 403, code: "PROGRAMME_NOT_AIRED", message: "This programme has not started yet." },
  "startover-off": { status: 403, code: "STARTOVER_UNAVAILABLE", message: "This channel does not allow starting a programme over." },
  "catchup-off": { status: 403, code: "CATCHUP_UNAVAILABLE", message: "This channel's programmes do not play again after they air." },
  "catchup-expired": { status: 403, code: "CATCHUP_UNAVAILABLE", message: "This programme is no longer available to watch again." },
};

/**
 * What `programmeId` of channel `row` (already through checkRights, so the channel's own rights hold) plays: from its
 * start while it is on, whole once it is over, as the channel allows (domain/catchup.ts). A programme of another
 * channel, or none, is a 404 PROGRAMME_UNKNOWN; one the rule refuses, its 403.
 */
export function recordingSourceOf(deps: { guide: Pick<EpgStore, "programme">; now: () => Date }, row: ProductRow, programmeId: string): PlayoutSource {
  const programme = row.product_type === "LIVE_CHANNEL" ? deps.guide.programme(programmeId) : undefined;
  if (programme === undefined || programme.channelId !== row.id) {
    throw new HttpError(404, "PROGRAMME_UNKNOWN", `Channel ${row.id} has no programme ${programmeId}.`);
  }
  const verdict = programmeReplay(channelReplayFields(row), { startMs: programme.start, stopMs: programme.stop }, deps.now().getTime());
  if (verdict.kind === "refused") {
    const refusal = replayRefusals[verdict.reason];
    throw new HttpError(refusal.status, refusal.code, refusal.message);
  }
  return { kind: "recording", channelId: row.id, fromMs: programme.start, toMs: Math.min(programme.stop, programme.start + recordingMaxSeconds * 1000) };
}

/**
 * The manifest a source plays: channels (and live events while live) an HLS window over looped test media, a
 * programme started over or caught up that loop cut to the programme, titles their asset from the start.
 */
export function playoutOf(publicUrl: string, source: PlayoutSource, advertisements: { url: string; drm: boolean }[]) {
  if (source.kind === "live") return { url: `${publicUrl}${liveManifestPathFor(source.channelId)}`, mediaFormat: "HLS", advertisements, drm: false };
  if (source.kind === "recording") {
    return { url: `${publicUrl}${recordingManifestPathFor(source.channelId, source.fromMs, source.toMs)}`, mediaFormat: "HLS", advertisements, drm: false };
  }
  const asset = mediaAssetFor(source.productId);
  return { url: `${publicUrl}${manifestPathOf(asset)}`, mediaFormat: mediaFormatOf(asset), advertisements, drm: asset.encrypted };
}
