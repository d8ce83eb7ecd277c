/**
 * The player's calls to the app's own API (same origin; the session token stays in its HttpOnly cookie and the
 * web tier signs what the services need signed). Replies are checked with zod: the browser trusts nothing it
 * did not check either.
 */
import { z } from "zod";
import { recordGuestProgress } from "@/stores/guestProgress";

const playoutReply = z.object({
  playout: z.object({
    url: z.string().min(1),
    mediaFormat: z.enum(["HLS", "DASH", "WIDEVINE", "WIDEVINE_DASH", "N/A"]),
    advertisements: z.array(z.object({ url: z.string().min(1), drm: z.boolean().optional() })).default([]),
    drm: z.boolean().default(false),
  }),
  streamId: z.string().min(1),
  drm: z.object({ signature: z.string(), exp: z.number(), licenseUrl: z.string() }).optional(),
});
export type PlayoutReply = z.output<typeof playoutReply>;

const errorReply = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

export type PlayoutResult = { ok: true; reply: PlayoutReply } | { ok: false; status: number; code: string | undefined };

const json = { "content-type": "application/json" };

export async function requestPlayout(contentId: string, signal: AbortSignal): Promise<PlayoutResult> {
  const response = await fetch("/api/playback/playout", { method: "POST", headers: json, body: JSON.stringify({ contentId }), signal, credentials: "same-origin" });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = playoutReply.safeParse(body);
    return parsed.success ? { ok: true, reply: parsed.data } : { ok: false, status: 502, code: undefined };
  }
  const failure = errorReply.safeParse(body);
  return { ok: false, status: response.status, code: failure.success ? failure.data.error.code : undefined };
}

/** Fire-and-forget reports; `keepalive` lets the last one leave with the page. */
function post(path: string, body: unknown): Promise<Response | undefined> {
  return fetch(path, { method: "POST", headers: json, body: JSON.stringify(body), keepalive: true, credentials: "same-origin" }).catch(() => undefined);
}

/** The signed-in profile's progress goes to the server; a guest's (the app answers 204) stays in this browser. */
export function sendProgress(contentId: string, position: number, duration: number): void {
  void post("/api/playback/progress", { contentId, position: Math.floor(position), duration: Math.floor(duration) }).then((response) => {
    if (response?.status === 204) recordGuestProgress(window.localStorage, contentId, position, duration);
  });
}

/** The heartbeat; false when the services say the stream has ended (the player then stops). */
export async function sendHeartbeat(streamId: string, contentId: string, position: number): Promise<boolean> {
  const response = await post("/api/playback/heartbeat", { streamId, contentId, position: Math.floor(position) });
  return response === undefined || response.status !== 404;
}

/** The viewer left: frees the stream's place in the account's limit (keepalive, so it leaves with the page). */
export function endStream(streamId: string, contentId: string): void {
  void post("/api/playback/end", { streamId, contentId });
}
