/**
 * The player's calls to the app's own API (same origin; the session token stays in its HttpOnly cookie and the
 * web tier signs what the services need signed). Replies are checked (domain/check: no zod in the viewer's
 * browser, issue 27): the browser trusts nothing it did not check either.
 */
import * as check from "@/domain/check";
import { recordGuestProgress } from "@/stores/guestProgress";

const playoutReply = check.object({
  playout: check.object({
    url: check.nonEmptyString,
    mediaFormat: check.oneOf(["HLS", "DASH", "WIDEVINE", "WIDEVINE_DASH", "N/A"]),
    advertisements: check.withDefault(check.array(check.object({ url: check.nonEmptyString, drm: check.optional(check.boolean) })), []),
    drm: check.withDefault(check.boolean, false),
  }),
  streamId: check.nonEmptyString,
  drm: check.optional(check.object({ signature: check.string, exp: check.number, licenseUrl: check.string })),
});
export type PlayoutReply = check.Infer<typeof playoutReply>;

const errorReply = check.object({ error: check.object({ code: check.string, message: check.optional(check.string) }) });

export type PlayoutResult = { ok: true; reply: PlayoutReply } | { ok: false; status: number; code: string | undefined };

const json = { "content-type": "application/json" };

/** A title's playout, or with `programmeId` that programme of the channel `contentId` (start-over, catch-up). */
export async function requestPlayout(contentId: string, signal: AbortSignal, programmeId?: string): Promise<PlayoutResult> {
  const body = JSON.stringify(programmeId === undefined ? { contentId } : { contentId, programmeId });
  const response = await fetch("/api/playback/playout", { method: "POST", headers: json, body, signal, credentials: "same-origin" });
  const reply: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = playoutReply.parse(reply);
    return parsed.ok ? { ok: true, reply: parsed.value } : { ok: false, status: 502, code: undefined };
  }
  const failure = errorReply.parse(reply);
  return { ok: false, status: response.status, code: failure.ok ? failure.value.error.code : undefined };
}

/** Why a parental PIN did not unlock the title, as the services say it, so the viewer is told the real reason. */
export type PinRefusal = "wrong" | "too-many" | "not-set" | "unavailable";

/** The reason of a refused PIN from the app's reply (app/api/playback/pin): its code, else its status. */
export function pinRefusalOf(status: number, code: string | undefined): PinRefusal {
  if (code === "TOO_MANY_ATTEMPTS" || status === 429) return "too-many";
  if (code === "PIN_NOT_SET") return "not-set";
  if (code === "PIN_INVALID" || status === 403) return "wrong";
  return "unavailable";
}

/**
 * The master profile's PIN for one title above the profile's age limit: undefined when it was accepted (the app keeps
 * the proof in an HttpOnly cookie), else why not. A reply that takes longer than `timeoutMs` is "unavailable".
 */
export async function submitParentalPin(contentId: string, pin: string, timeoutMs = 10_000): Promise<PinRefusal | undefined> {
  const response = await fetch("/api/playback/pin", { method: "POST", headers: json, body: JSON.stringify({ contentId, pin }), credentials: "same-origin", signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
  if (response === undefined) return "unavailable";
  if (response.ok) return undefined;
  const failure = errorReply.parse(await response.json().catch(() => undefined));
  return pinRefusalOf(response.status, failure.ok ? failure.value.error.code : undefined);
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
