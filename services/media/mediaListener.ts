/**
 * Serves the test media under `/media/<assetId>/...` (issue 9): only files inside a known asset's folder
 * (no traversal, no dotfiles), with their media types, byte ranges (DASH players use them), long caching
 * (the files of a generated asset never change), and CORS for the app's origin, since the player fetches
 * from here. 503 with Retry-After while the asset is still being generated on first start.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isReady } from "./generateMedia";
import { liveMasterPlaylist, liveMediaPlaylist, parseVodPlaylist, recordingMaxSeconds, recordingMediaPlaylist } from "./livePlaylist";
import { mediaAssetIds, mediaAssets, type MediaAssetId } from "./mediaAssets";

const types: Readonly<Record<string, string>> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".mpd": "application/dash+xml",
  ".mp4": "video/mp4",
  ".m4s": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
};

export function isMediaPath(url: string | undefined): boolean {
  return url !== undefined && (url === "/media" || url.startsWith("/media/"));
}

function isAssetId(value: string | undefined): value is MediaAssetId {
  return mediaAssetIds.some((id) => id === value);
}

/** The file a request path names, or undefined for anything outside an asset's folder. */
export function mediaFile(mediaDir: string, urlPath: string): { assetId: MediaAssetId; file: string } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const parts = decoded.split("/").filter(Boolean);
  const [root, assetId, ...rest] = parts;
  if (root !== "media" || !isAssetId(assetId) || rest.length === 0 || rest.length > 2) return undefined;
  if (rest.some((part) => !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(part) || part.includes(".."))) return undefined;
  if (!Object.hasOwn(types, path.extname(rest.at(-1) ?? ""))) return undefined;
  const folder = path.resolve(mediaDir, assetId);
  const file = path.resolve(folder, ...rest);
  return file.startsWith(`${folder}${path.sep}`) ? { assetId, file } : undefined;
}

interface LivePlaylistRequest {
  assetId: MediaAssetId;
  /** The asset's VOD playlist of the same name: `master` or a rendition's. */
  name: string;
  /** A recording's stretch of the channel (seconds since 1970): start-over and catch-up; absent for the live window. */
  recording?: { from: number; to: number };
}

/**
 * A channel's computed playlist: live, `/media/<assetId>/live/<name>.m3u8`, or a recording of what it aired,
 * `/media/<assetId>/recording/<from>-<to>/<name>.m3u8` (Unix seconds, at most `recordingMaxSeconds` apart). Only clear
 * assets that have HLS loop as channels.
 */
export function livePlaylistRequest(urlPath: string): LivePlaylistRequest | undefined {
  const match = /^\/media\/([a-z0-9-]+)\/(?:live|recording\/(\d{10})-(\d{10}))\/([a-z0-9-]+)\.m3u8$/.exec(urlPath);
  const assetId = match?.[1];
  const name = match?.[4];
  if (!isAssetId(assetId) || name === undefined) return undefined;
  const asset = mediaAssets[assetId];
  if (asset.encrypted || !asset.hlsPath) return undefined;
  if (match?.[2] === undefined || match[3] === undefined) return { assetId, name };
  const recording = { from: Number(match[2]), to: Number(match[3]) };
  return recording.to > recording.from && recording.to - recording.from <= recordingMaxSeconds ? { assetId, name, recording } : undefined;
}

/** The live playlist (or the recording's) at `nowMs`, computed from the asset's VOD playlist; undefined when there is none. */
function livePlaylistText(mediaDir: string, live: LivePlaylistRequest, nowMs: number): string | undefined {
  let vod: string;
  try {
    vod = readFileSync(path.join(mediaDir, live.assetId, `${live.name}.m3u8`), "utf8");
  } catch {
    return undefined;
  }
  const { recording } = live;
  if (recording !== undefined && recording.from * 1000 >= nowMs) return undefined;
  if (live.name === "master") return liveMasterPlaylist(vod, { fromStart: recording !== undefined });
  const parsed = parseVodPlaylist(vod);
  if (!parsed) return undefined;
  return recording === undefined ? liveMediaPlaylist(parsed, nowMs) : recordingMediaPlaylist(parsed, recording.from * 1000, recording.to * 1000, nowMs);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; undefined when unsatisfiable or not one range. */
export function byteRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "Range",
  "Access-Control-Expose-Headers": "Content-Length, Content-Range, Accept-Ranges",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

function plain(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  response.writeHead(status, { ...cors, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra });
  response.end(text);
}

export function createMediaListener(mediaDir: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...cors, "Access-Control-Max-Age": "86400" });
      response.end();
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") return plain(response, 405, "GET or HEAD only", { Allow: "GET, HEAD, OPTIONS" });
    const urlPath = new URL(request.url ?? "/", "http://media").pathname;
    const live = livePlaylistRequest(urlPath);
    const found = live ? undefined : mediaFile(mediaDir, urlPath);
    const assetId = live?.assetId ?? found?.assetId;
    if (assetId === undefined) return plain(response, 404, "No such media file.");
    if (!isReady(mediaDir, assetId)) return plain(response, 503, "The test media are being generated; try again shortly.", { "Retry-After": "10" });
    if (live) {
      const nowMs = Date.now();
      const text = livePlaylistText(mediaDir, live, nowMs);
      if (text === undefined) return plain(response, 404, "No such media file.");
      // A live playlist changes with every segment: players reload it, caches may keep it for a second; a finished
      // recording never changes.
      const over = live.recording !== undefined && live.recording.to * 1000 <= nowMs;
      response.writeHead(200, { ...cors, "Content-Type": types[".m3u8"] ?? "", "Cache-Control": over ? "public, max-age=86400" : "public, max-age=1", "Content-Length": String(Buffer.byteLength(text)) });
      return void response.end(request.method === "HEAD" ? undefined : text);
    }
    if (!found) return plain(response, 404, "No such media file.");
    let size: number;
    try {
      const stat = statSync(found.file);
      if (!stat.isFile()) return plain(response, 404, "No such media file.");
      size = stat.size;
    } catch {
      return plain(response, 404, "No such media file.");
    }
    const headers = {
      ...cors,
      "Content-Type": types[path.extname(found.file)] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=86400",
      "Accept-Ranges": "bytes",
    };
    const rangeHeader = request.headers.range;
    const range = rangeHeader === undefined ? undefined : byteRange(rangeHeader, size);
    if (rangeHeader !== undefined && !range) return plain(response, 416, "Range not satisfiable.", { "Content-Range": `bytes */${size}` });
    const status = range ? 206 : 200;
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.writeHead(status, { ...headers, "Content-Length": String(end - start + 1), ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}) });
    if (request.method === "HEAD" || size === 0) return void response.end();
    createReadStream(found.file, { start, end }).on("error", () => response.destroy()).pipe(response);
  };
}
