/**
 * Generates the test media (issue 9) with ffmpeg and shaka-packager: for each asset a moving test pattern in
 * its renditions (H.264, 2 s GOPs), two audio languages (AAC tones: ar 440 Hz, en 660 Hz) and WebVTT subtitles
 * in ar, en and fr, packaged once into fMP4 segments that an HLS master playlist and a DASH manifest share.
 * The ClearKey asset is CENC-encrypted DASH. An asset is done when its `ready.json` exists (written last), so
 * an interrupted run starts that asset again. Work happens in a temporary folder beside it, moved in at the end.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { ensureClearKey } from "./clearKeys";
import { mediaAssets, type MediaAsset, type MediaAssetId } from "./mediaAssets";
import type { MediaTools } from "./mediaTools";

const run = promisify(execFile);

const subtitleText = {
  ar: (clock: string) => `ترجمة تجريبية ${clock}`,
  en: (clock: string) => `Test subtitle ${clock}`,
  fr: (clock: string) => `Sous-titre d'essai ${clock}`,
} as const;
const audioTones = { ar: 440, en: 660 } as const;

const bitrates: Readonly<Record<number, string>> = { 360: "400k", 540: "800k", 720: "1400k" };

function vttTime(seconds: number): string {
  const m = String(Math.floor(seconds / 60)).padStart(2, "0");
  const s = String(seconds % 60).padStart(2, "0");
  return `00:${m}:${s}.000`;
}

/** One cue every 10 s, shown for 3 s, naming the time it belongs to. */
export function subtitleFile(language: keyof typeof subtitleText, durationSeconds: number): string {
  const cues: string[] = ["WEBVTT", ""];
  for (let start = 1; start + 3 <= durationSeconds; start += 10) {
    const clock = `${String(Math.floor((start - 1) / 60)).padStart(2, "0")}:${String((start - 1) % 60).padStart(2, "0")}`;
    cues.push(`${vttTime(start)} --> ${vttTime(start + 3)}`, subtitleText[language](clock), "");
  }
  return cues.join("\n");
}

/** Bump when what is generated changes: assets made by an older version are made again on the next start. */
export const mediaVersion = 2;

const readyFile = z.object({ version: z.number() });

export function isReady(mediaDir: string, assetId: MediaAssetId): boolean {
  const file = path.join(mediaDir, assetId, "ready.json");
  if (!existsSync(file)) return false;
  try {
    return readyFile.parse(JSON.parse(readFileSync(file, "utf8"))).version === mediaVersion;
  } catch {
    return false;
  }
}

async function encode(tools: MediaTools, asset: MediaAsset, work: string, durationSeconds: number): Promise<void> {
  const top = Math.max(...asset.heights);
  const source = `${asset.pattern}=size=${Math.round((top * 16) / 9)}x${top}:rate=24:duration=${durationSeconds}`;
  const labels = asset.heights.map((height) => `v${height}`);
  const filter = `[0:v]split=${asset.heights.length}${labels.map((label) => `[s${label}]`).join("")};${asset.heights
    .map((height) => `[sv${height}]scale=-2:${height}[v${height}]`)
    .join(";")}`;
  const outputs = asset.heights.flatMap((height) => {
    const rate = bitrates[height] ?? "800k";
    return ["-map", `[v${height}]`, "-c:v", "libx264", "-preset", "superfast", "-crf", "30", "-maxrate", rate, "-bufsize", rate.replace("k", "0k"),
      "-g", "48", "-keyint_min", "48", "-sc_threshold", "0", "-pix_fmt", "yuv420p", "-an", path.join(work, `v${height}.mp4`)];
  });
  await run(tools.ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", source, "-filter_complex", filter, ...outputs]);
  const tones = Object.entries(audioTones).flatMap(([, frequency]) => ["-f", "lavfi", "-i", `sine=frequency=${frequency}:duration=${durationSeconds}:sample_rate=48000`]);
  const audioOutputs = Object.keys(audioTones).flatMap((language, index) => ["-map", String(index), "-c:a", "aac", "-b:a", "96k", path.join(work, `a-${language}.mp4`)]);
  await run(tools.ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...tones, ...audioOutputs]);
  for (const language of Object.keys(subtitleText)) {
    if (language === "ar" || language === "en" || language === "fr") writeFileSync(path.join(work, `s-${language}.vtt`), subtitleFile(language, durationSeconds));
  }
}

function packagerStreams(asset: MediaAsset, work: string, out: string): string[] {
  const stream = (input: string, kind: string, name: string, extra: string, extension: string) =>
    `in=${path.join(work, input)},stream=${kind},${extension === "vtt" ? "" : `init_segment=${path.join(out, name, "init.mp4")},`}segment_template=${path.join(out, name, `$Number$.${extension}`)},playlist_name=${name}.m3u8${extra}`;
  return [
    ...asset.heights.map((height) => stream(`v${height}.mp4`, "video", `v${height}`, "", "m4s")),
    ...Object.keys(audioTones).map((language) => stream(`a-${language}.mp4`, "audio", `a-${language}`, `,language=${language},hls_group_id=audio,hls_name=${language}`, "m4s")),
    ...(asset.encrypted ? [] : Object.keys(subtitleText).map((language) => stream(`s-${language}.vtt`, "text", `s-${language}`, `,language=${language},hls_group_id=text,hls_name=${language}`, "vtt"))),
  ];
}

async function packageAsset(tools: MediaTools, asset: MediaAsset, work: string, out: string, mediaDir: string): Promise<void> {
  const encryption = asset.encrypted
    ? (() => {
        const { keyId, key } = ensureClearKey(mediaDir, asset.id);
        return ["--enable_raw_key_encryption", "--keys", `label=:key_id=${keyId}:key=${key}`, "--protection_scheme", "cenc", "--clear_lead", "0", "--protection_systems", "CommonSystem"];
      })()
    : [];
  const manifests = ["--mpd_output", path.join(out, "manifest.mpd"), ...(asset.hlsPath ? ["--hls_master_playlist_output", path.join(out, "master.m3u8")] : [])];
  // A static MPD: with segment templates the packager would otherwise write a live ("dynamic") one.
  await run(tools.packager, [...packagerStreams(asset, work, out), "--segment_duration", "4", "--generate_static_live_mpd", ...encryption, ...manifests, "--quiet"]);
  // The encrypted asset's subtitles are served in the clear beside it, as side files the player may add.
}

export interface GenerateOptions {
  mediaDir: string;
  tools: MediaTools;
  /** Shorter media for tests. */
  durationSeconds?: number;
  assets?: readonly MediaAssetId[];
  log?: (line: string) => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One generator per media folder (several suites may start at once, as the end-to-end tests do): the lock
 * file holds its pid; a lock whose process is gone is taken over. False: another process is generating.
 */
function takeLock(mediaDir: string): boolean {
  const lock = path.join(mediaDir, ".generating");
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    const holder = Number(readFileSync(lock, "utf8"));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) return false;
    writeFileSync(lock, String(process.pid));
    return true;
  }
}

/**
 * Generates every missing asset; returns the ids it made. Safe to call at every start; while another process
 * generates into the same folder, this one leaves it to that one (the media answer 503 until ready).
 */
export async function generateMedia(options: GenerateOptions): Promise<MediaAssetId[]> {
  const made: MediaAssetId[] = [];
  mkdirSync(options.mediaDir, { recursive: true });
  if (!takeLock(options.mediaDir)) {
    options.log?.("test media are being generated by another process");
    return made;
  }
  try {
    await generateEach(options, made);
  } finally {
    rmSync(path.join(options.mediaDir, ".generating"), { force: true });
  }
  return made;
}

async function generateEach(options: GenerateOptions, made: MediaAssetId[]): Promise<void> {
  for (const id of options.assets ?? Object.values(mediaAssets).map((asset) => asset.id)) {
    if (isReady(options.mediaDir, id)) continue;
    const asset = mediaAssets[id];
    const started = performance.now();
    const duration = options.durationSeconds ?? asset.durationSeconds;
    const target = path.join(options.mediaDir, id);
    const staging = path.join(options.mediaDir, `.${id}.partial`);
    const work = path.join(options.mediaDir, `.${id}.work`);
    rmSync(staging, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    mkdirSync(work, { recursive: true });
    await encode(options.tools, asset, work, Math.min(duration, asset.durationSeconds));
    await packageAsset(options.tools, asset, work, staging, options.mediaDir);
    writeFileSync(path.join(staging, "ready.json"), JSON.stringify({ version: mediaVersion, asset: id, durationSeconds: duration, heights: asset.heights, encrypted: asset.encrypted }));
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    rmSync(work, { recursive: true, force: true });
    made.push(id);
    options.log?.(`generated test media ${id} (${duration} s, ${asset.heights.join("/")}p${asset.encrypted ? ", ClearKey CENC" : ""}) in ${Math.round(performance.now() - started)} ms`);
  }
}
