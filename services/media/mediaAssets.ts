/**
 * The test media the local suite plays (issue 9): a few short titles it generates on first start into
 * `DATA_DIR/media/<assetId>/` (never committed), and which one each playable product plays.
 *
 * Layout on disk and on the wire (served by the services under `/media/...`):
 * - `/media/<assetId>/hls/master.m3u8`   HLS (fMP4), every rendition, both audio languages, ar/en/fr subtitles
 * - `/media/<assetId>/dash/manifest.mpd` DASH, the same
 * The ClearKey asset is DASH only (CENC, `cenc` scheme); its key lives in `DATA_DIR/media/keys.json`.
 */

export const mediaAssetIds = ["pattern-a", "pattern-b", "pattern-clearkey"] as const;
export type MediaAssetId = (typeof mediaAssetIds)[number];

export interface MediaAsset {
  id: MediaAssetId;
  /** Seconds. */
  durationSeconds: number;
  /** Whether the asset is CENC-encrypted (ClearKey in Chromium; Widevine/FairPlay are configuration paths). */
  encrypted: boolean;
  /** Manifest paths under the services' `/media` root; HLS is absent for the encrypted asset. */
  hlsPath?: string;
  dashPath: string;
}

/** Every asset is two minutes long: 30 s played is 25 % (recorded, not finished), 90 % is finished. */
export const mediaDurationSeconds = 120;

export const mediaAssets: Readonly<Record<MediaAssetId, MediaAsset>> = {
  "pattern-a": {
    id: "pattern-a",
    durationSeconds: mediaDurationSeconds,
    encrypted: false,
    hlsPath: "/media/pattern-a/hls/master.m3u8",
    dashPath: "/media/pattern-a/dash/manifest.mpd",
  },
  "pattern-b": {
    id: "pattern-b",
    durationSeconds: mediaDurationSeconds,
    encrypted: false,
    hlsPath: "/media/pattern-b/hls/master.m3u8",
    dashPath: "/media/pattern-b/dash/manifest.mpd",
  },
  "pattern-clearkey": {
    id: "pattern-clearkey",
    durationSeconds: mediaDurationSeconds,
    encrypted: true,
    dashPath: "/media/pattern-clearkey/dash/manifest.mpd",
  },
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
  return asset.id === "pattern-a" ? "HLS" : "DASH";
}
