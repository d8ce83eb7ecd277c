/**
 * The two playback engines behind one small interface (ARCHITECTURE.md 6): hls.js for HLS where MSE is
 * available (native HLS otherwise), shaka-player for DASH and DRM. Browser-only: both libraries are loaded
 * with dynamic imports when a player page starts playing, so nothing of either reaches other pages.
 */
import type { Rendition } from "./qualityLevels";

export interface DrmSetup {
  /** The licence server; the same path serves ClearKey here and Widevine in production. */
  licenseUrl: string;
  /** Headers the licence request carries: the DRM call's signature and expiry, and the stream id. */
  headers: Record<string, string>;
  /** FairPlay (Safari) needs the service certificate; absent where FairPlay is not configured. */
  fairPlayCertificateUrl?: string;
}

export interface PlaybackEngine {
  /** Which engine plays the stream: "hls.js", "native" (Safari's HLS) or "shaka". */
  name: "hls.js" | "native" | "shaka";
  renditions(): Rendition[];
  /** A rendition id, or "auto" for adaptive bitrate. */
  setRendition(id: number | "auto"): void;
  audioLanguages(): string[];
  setAudioLanguage(language: string): void;
  textLanguages(): string[];
  /** A subtitle language, or null for none. */
  setTextLanguage(language: string | null): void;
  destroy(): Promise<void>;
}

export interface EngineFailure {
  /** The engine's numeric code (shaka's), when it has one. */
  code?: number;
  message: string;
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((value) => value !== ""))];

/** hls.js on MSE; Safari's native HLS when hls.js cannot run. */
export async function attachHls(video: HTMLVideoElement, url: string, startAt: number, onFailure: (failure: EngineFailure) => void): Promise<PlaybackEngine> {
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) {
    video.src = url;
    video.currentTime = startAt;
    return {
      name: "native",
      renditions: () => [],
      setRendition: () => undefined,
      audioLanguages: () => [],
      setAudioLanguage: () => undefined,
      textLanguages: () => [],
      setTextLanguage: () => undefined,
      destroy: async () => video.removeAttribute("src"),
    };
  }
  const hls = new Hls({ startPosition: startAt > 0 ? startAt : -1, capLevelToPlayerSize: false });
  hls.subtitleDisplay = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFailure({ message: `${data.type}: ${data.details}` });
  });
  await new Promise<void>((resolve) => {
    hls.once(Hls.Events.MANIFEST_PARSED, () => resolve());
    hls.loadSource(url);
    hls.attachMedia(video);
  });
  return {
    name: "hls.js",
    renditions: () => hls.levels.map((level, index) => ({ id: index, height: level.height, bandwidth: level.bitrate })),
    setRendition: (id) => {
      hls.currentLevel = id === "auto" ? -1 : id;
    },
    audioLanguages: () => unique(hls.audioTracks.map((track) => track.lang ?? "")),
    setAudioLanguage: (language) => {
      const index = hls.audioTracks.findIndex((track) => track.lang === language);
      if (index >= 0) hls.audioTrack = index;
    },
    textLanguages: () => unique(hls.subtitleTracks.map((track) => track.lang ?? "")),
    setTextLanguage: (language) => {
      const index = language === null ? -1 : hls.subtitleTracks.findIndex((track) => track.lang === language);
      hls.subtitleTrack = index;
      hls.subtitleDisplay = index >= 0;
    },
    destroy: async () => hls.destroy(),
  };
}

/**
 * shaka's configuration for a stream: adaptive bitrate on; with DRM, one licence server per key system. The
 * licence path of spec 7 (`drm/license/widevine`) serves ClearKey on the local suite (the only key system
 * this machine's Chromium has) and Widevine in production; FairPlay goes to `drm/license/fairplay` with the
 * service certificate. Chromium picks the first key system it supports.
 */
export function playerConfig(drm: DrmSetup | undefined): Record<string, unknown> {
  if (!drm) return { abr: { enabled: true } };
  const fairPlay = drm.fairPlayCertificateUrl
    ? { "com.apple.fps": drm.licenseUrl.replace(/\/widevine$/, "/fairplay") }
    : {};
  return {
    abr: { enabled: true },
    drm: {
      servers: { "org.w3.clearkey": drm.licenseUrl, "com.widevine.alpha": drm.licenseUrl, ...fairPlay },
      ...(drm.fairPlayCertificateUrl ? { advanced: { "com.apple.fps": { serverCertificateUri: drm.fairPlayCertificateUrl } } } : {}),
    },
  };
}

function shakaCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code: unknown = Reflect.get(error, "code");
  return typeof code === "number" ? code : undefined;
}

/** shaka-player for DASH, with the licence request signed by the DRM call's headers. */
export async function attachShaka(
  video: HTMLVideoElement,
  url: string,
  startAt: number,
  drm: DrmSetup | undefined,
  onFailure: (failure: EngineFailure) => void,
): Promise<PlaybackEngine> {
  const { default: shaka } = await import("shaka-player");
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) throw Object.assign(new Error("unsupported browser"), { code: 6001 });
  const player = new shaka.Player();
  await player.attach(video);
  player.configure(playerConfig(drm));
  const networking = player.getNetworkingEngine();
  if (drm && networking) {
    networking.registerRequestFilter((type: number, request: { headers: Record<string, string> }) => {
      if (type === shaka.net.NetworkingEngine.RequestType.LICENSE) Object.assign(request.headers, drm.headers);
    });
    // FairPlay (Safari): the licence server takes the raw SPC; shaka's common response transform reads the CKC.
    if (drm.fairPlayCertificateUrl) networking.registerResponseFilter(shaka.drm.FairPlay.commonFairPlayResponse);
  }
  player.addEventListener("error", (event: Event) => {
    const detail: unknown = Reflect.get(event, "detail");
    onFailure({ code: shakaCode(detail), message: String(detail) });
  });
  try {
    await player.load(url, startAt > 0 ? startAt : null);
  } catch (error) {
    await player.destroy();
    throw Object.assign(new Error(`shaka load failed: ${String(error)}`), { code: shakaCode(error) });
  }
  const variants = () => player.getVariantTracks();
  return {
    name: "shaka",
    renditions: () => variants().map((track: { id: number; height: number | null; bandwidth: number }) => ({ id: track.id, height: track.height ?? 0, bandwidth: track.bandwidth })),
    setRendition: (id) => {
      if (id === "auto") {
        player.configure({ abr: { enabled: true } });
        return;
      }
      const track = variants().find((candidate: { id: number }) => candidate.id === id);
      if (!track) return;
      player.configure({ abr: { enabled: false } });
      player.selectVariantTrack(track, true);
    },
    audioLanguages: () => unique(player.getAudioTracks().map((track: { language: string }) => track.language)),
    setAudioLanguage: (language) => {
      const track = player.getAudioTracks().find((candidate: { language: string }) => candidate.language === language);
      if (track) player.selectAudioTrack(track);
    },
    textLanguages: () => unique(player.getTextTracks().map((track: { language: string }) => track.language)),
    setTextLanguage: (language) => {
      const track = language === null ? undefined : player.getTextTracks().find((candidate: { language: string }) => candidate.language === language);
      player.selectTextTrack(track ?? null);
    },
    destroy: () => player.destroy(),
  };
}
