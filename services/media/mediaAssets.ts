/**
 * The test media the local suite plays (issue 9): a few short titles it generates on first start into
 * `MEDIA_DIR/<assetId>/` (default `data/media`, never committed; services/media/generateMedia.ts), and which
 * one each playable product plays. Served by the services under `/media/<assetId>/...`: `master.m3u8` (HLS,
 * fMP4) and `manifest.mpd` (DASH) over the same segments; the ClearKey asset is DASH only (CENC), its key in
 * `MEDIA_DIR/keys.json`.
 */

export const mediaAssetIds = ["pattern-a", "pattern-b", "pattern-clearkey", "ad-break"] as const;
export type MediaAssetId = (typeof mediaAssetIds)[number];

export interface MediaAsset {
  id: MediaAssetId;
  /** Seconds. */
  durationSeconds: number;
  /** Whether the asset is CENC-encrypted (ClearKey in Chromium; Widevine/FairPlay are configuration paths). */
  encrypted: boolean;
  /** The test pattern ffmpeg draws, and the tone of each audio language (Hz). */
  pattern: "testsrc2" | "smptehdbars" | "rgbtestsrc";
  /** Video heights, one rendition each. */
  heights: readonly number[];
  /** Manifest paths under the services' `/media` root; HLS is absent for the encrypted asset. */
  hlsPath?: string;
  dashPath: string;
}

/** A title lasts a minute: 30 s played is 50 % (recorded, not finished), 90 % is finished. */
export const mediaDurationSeconds = 60;

const paths = (id: MediaAssetId, hls: boolean) => ({
  ...(hls ? { hlsPath: `/media/${id}/master.m3u8` } : {}),
  dashPath: `/media/${id}/manifest.mpd`,
});

export const mediaAssets: Readonly<Record<MediaAssetId, MediaAsset>> = {
  "pattern-a": { id: "pattern-a", durationSeconds: mediaDurationSeconds, encrypted: false, pattern: "testsrc2", heights: [360, 540, 720], ...paths("pattern-a", true) },
  "pattern-b": { id: "pattern-b", durationSeconds: mediaDurationSeconds, encrypted: false, pattern: "smptehdbars", heights: [360, 540, 720], ...paths("pattern-b", true) },
  "pattern-clearkey": { id: "pattern-clearkey", durationSeconds: mediaDurationSeconds, encrypted: true, pattern: "testsrc2", heights: [360, 540, 720], ...paths("pattern-clearkey", false) },
  /** The pre-roll advertisement: six seconds, one rendition. */
  "ad-break": { id: "ad-break", durationSeconds: 6, encrypted: false, pattern: "rgbtestsrc", heights: [360], ...paths("ad-break", true) },
};

/** The seeded free, available movie that plays the encrypted asset. */
export const clearKeyMovieId = "1003";

/**
 * Which asset a product plays: the encrypted one for `clearKeyMovieId`, else HLS-first `pattern-a` for even
 * ids and DASH-first `pattern-b` for odd ids, so the catalogue exercises both players.
 */
export function mediaAssetFor(productId: string): MediaAsset {
  if (productId === clearKeyMovieId) return mediaAssets["pattern-clearkey"];
  const numeric = Number.parseInt(productId.replace(/\D/g, ""), 10);
  return Number.isFinite(numeric) && numeric % 2 === 1 ? mediaAssets["pattern-b"] : mediaAssets["pattern-a"];
}

/** The format a playout hands out for an asset: spec 3 stream formats (HLS, DASH, WIDEVINE_DASH). */
export function mediaFormatOf(asset: MediaAsset): "HLS" | "DASH" | "WIDEVINE_DASH" {
  if (asset.encrypted) return "WIDEVINE_DASH";
  return asset.id === "pattern-b" ? "DASH" : "HLS";
}

/** The manifest a playout hands out for an asset, by its format. */
export function manifestPathOf(asset: MediaAsset): string {
  return mediaFormatOf(asset) === "HLS" && asset.hlsPath ? asset.hlsPath : asset.dashPath;
}

/**
 * A live channel's stream: the clear HLS asset its id picks (never the encrypted one), looped as a live
 * playlist by the media listener (services/media/livePlaylist.ts).
 */
export function liveManifestPathFor(channelId: string): string {
  return `${channelFolder(channelId)}/live/master.m3u8`;
}

function channelFolder(channelId: string): string {
  const asset = mediaAssetFor(channelId);
  return `/media/${asset.encrypted ? "pattern-a" : asset.id}`;
}

/**
 * What a channel aired from `fromMs` to `toMs` (start-over and catch-up): the same loop, cut to that stretch by the
 * media listener (services/media/livePlaylist.ts), in whole seconds that cover it.
 */
export function recordingManifestPathFor(channelId: string, fromMs: number, toMs: number): string {
  return `${channelFolder(channelId)}/recording/${Math.floor(fromMs / 1000)}-${Math.ceil(toMs / 1000)}/master.m3u8`;
}
