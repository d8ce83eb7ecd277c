/**
 * What GET /api/sports/matches/{fixtureId}/live answers (app/api/sports/matches/[fixtureId]/live/route.ts hands it
 * the request and the adapter's call): the match as server-sent events for a browser that asks for
 * `text/event-stream` (liveStream.ts), else the same snapshot as JSON, the polling fallback (liveMatchFeed.ts).
 * Kept apart from the route so it is tested with a fake service: a malformed id or language is a 400 before any
 * call, an unknown fixture a 404, a failing service a logged 502; never a stack trace. The names in the snapshot
 * are in the page's language (`?lang=ar|en|fr`, default ar).
 */
import type { MatchLive } from "@/domain/sports/types";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, type LogEntry } from "@/ops/logCore";
import { type LiveSnapshot, toLiveSnapshot } from "./liveSnapshot";
import { liveMatchStream } from "./liveStream";

/** What the route accepts as a fixture id (the service's are `g10095`); anything else is refused before a call. */
export const fixtureIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const defaultPollMs = 5_000;
export const minPollMs = 1_000;
export const maxPollMs = 60_000;

/** `SPORTS_LIVE_POLL_MS`: how often a stream asks the service; default 5000, kept within 1 s and 60 s. */
export function livePollMs(value: string | undefined): number {
  const text = value?.trim() ?? "";
  const ms = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(ms)) return defaultPollMs;
  return Math.min(maxPollMs, Math.max(minPollMs, Math.round(ms)));
}

export interface LiveRouteDeps {
  /** The adapter's live match in `locale`, bound to this request's call context; undefined for an unknown id. */
  matchLive(fixtureId: string, locale: Locale): Promise<MatchLive | undefined>;
  log(entry: LogEntry): void;
  pollMs: number;
  /** The stream's heartbeat and lifetime (liveStream.ts defaults); tests shorten them. */
  heartbeatMs?: number;
  maxLifetimeMs?: number;
}

const noStore = "no-store";

function jsonReply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": noStore } });
}

function refusal(status: number, code: string, message: string): Response {
  return jsonReply({ error: { status, code, message } }, status);
}

/** Whether the client asked for the event stream (EventSource sends `Accept: text/event-stream`). */
export function wantsEventStream(accept: string | null): boolean {
  return (accept ?? "").split(",").some((part) => part.split(";")[0]?.trim().toLowerCase() === "text/event-stream");
}

/**
 * Headers of the stream. `no-transform` keeps the app server's compression (ops/server/compression.ts) and any proxy
 * from holding events back to compress them; `X-Accel-Buffering: no` tells nginx (the cluster's load balancer) not
 * to buffer the reply.
 */
export const eventStreamHeaders: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

/** The live match of `fixtureId` for this request. */
export async function liveMatchResponse(request: Request, fixtureId: string, deps: LiveRouteDeps): Promise<Response> {
  if (!fixtureIdPattern.test(fixtureId)) return refusal(400, "invalid-fixture-id", "The fixture id is letters, digits, - and _ only (at most 64).");
  const lang = new URL(request.url).searchParams.get("lang");
  if (lang !== null && !isLocale(lang)) return refusal(400, "invalid-lang", "lang is one of ar, en, fr.");
  const locale: Locale = lang ?? "ar";
  const load = async (): Promise<LiveSnapshot | undefined> => {
    const live = await deps.matchLive(fixtureId, locale);
    return live === undefined ? undefined : toLiveSnapshot(live);
  };
  const failed = (error: unknown) => deps.log({ level: "error", code: "sports-live-failed", fixtureId, error: errorText(error) });
  let initial: LiveSnapshot | undefined;
  try {
    initial = await load();
  } catch (error) {
    failed(error);
    return refusal(502, "SPORTS_UNAVAILABLE", "The sports service did not answer.");
  }
  if (initial === undefined) return refusal(404, "not-found", `No fixture with id ${fixtureId}.`);
  if (!wantsEventStream(request.headers.get("accept"))) return jsonReply(initial);
  const stream = liveMatchStream({
    initial,
    load,
    pollMs: deps.pollMs,
    signal: request.signal,
    onError: failed,
    ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
    ...(deps.maxLifetimeMs === undefined ? {} : { maxLifetimeMs: deps.maxLifetimeMs }),
  });
  return new Response(stream, { status: 200, headers: eventStreamHeaders });
}
