/**
 * The push of a live match (issue 30 §3): a stream of server-sent events that sends the current snapshot at once,
 * then polls the sports service every `pollMs` and sends a `match` event only when something a viewer sees changed;
 * a `: keep-alive` comment every `heartbeatMs` keeps proxies from closing an idle connection. When the match is
 * over it sends the final snapshot and `event: end` and closes (the browser then stops: modules/sports/live/
 * liveMatchFeed.ts). A scheduled match is polled too: its kick-off turns it live. The stream stops polling as soon
 * as the client goes away (the request's signal, or the stream's cancel), and ends itself after `maxLifetimeMs` with
 * `retry:` advice, so no connection (nor its poll) lives for ever and the browser reconnects, maybe to another
 * instance.
 *
 * The web tier is stateless (ARCHITECTURE.md §10): each stream polls the service for itself, which is cheap while
 * few viewers watch a match (the stand-in answers from memory). With many viewers of one match, this is the place
 * for a shared feed: one poller per match (or the provider's own push) publishing snapshots on a channel (Redis
 * pub/sub, beside the revalidation channel of ops/server/redisChannel.ts) that every instance's streams subscribe to,
 * so the service sees one poll per match instead of one per viewer.
 */
import type { LiveSnapshot } from "./liveSnapshot";
import { snapshotChanged } from "./liveSnapshot";
import { sseComment, sseMessage } from "./sseFormat";

export const heartbeatMs = 15_000;
/** Two hours: longer than a match with its break, so a viewer who came at kick-off keeps one connection to the end. */
export const maxLifetimeMs = 2 * 60 * 60_000;
/** How long the browser waits before it reconnects, after a lifetime's end or a dropped connection. */
export const reconnectMs = 3_000;

export interface LiveStreamOptions {
  /** The snapshot the route has just loaded (which told it the fixture exists). */
  initial: LiveSnapshot;
  /** The snapshot now; undefined once the service no longer knows the fixture. Throws when the service fails. */
  load: () => Promise<LiveSnapshot | undefined>;
  pollMs: number;
  heartbeatMs?: number;
  maxLifetimeMs?: number;
  retryMs?: number;
  /** The request's signal: aborted when the client goes away. */
  signal?: AbortSignal;
  /** A failed poll; called once per run of failures (the first), so an outage does not flood the log. */
  onError?: (error: unknown) => void;
}

/** A snapshot as a `match` event, its version (the service's time) as the id; the first carries the reconnection delay. */
export const matchMessage = (snapshot: LiveSnapshot, retry?: number): string =>
  sseMessage({ event: "match", id: snapshot.asOf, data: JSON.stringify(snapshot), ...(retry === undefined ? {} : { retry }) });
export const endMessage = (reason: "finished" | "unknown-fixture"): string => sseMessage({ event: "end", data: JSON.stringify({ reason }) });

interface Session {
  stop(): void;
}

/**
 * Runs one viewer's session over `send` and `close`, which the stream gives it. A poll never overlaps the next: the
 * next is scheduled when one has answered.
 */
function runSession(options: LiveStreamOptions, send: (text: string) => boolean, close: () => void): Session {
  let last = options.initial;
  let stopped = false;
  let failing = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(pollTimer);
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    options.signal?.removeEventListener("abort", abort);
  };
  const abort = () => {
    stop();
    close();
  };
  const finish = (text: string) => {
    if (stopped) return;
    send(text);
    abort();
  };
  const poll = async () => {
    try {
      const next = await options.load();
      failing = false;
      if (stopped) return;
      if (next === undefined) return finish(endMessage("unknown-fixture"));
      if (snapshotChanged(last, next) && !send(matchMessage(next))) return abort();
      last = next;
      if (next.status === "finished") return finish(endMessage("finished"));
    } catch (error) {
      if (stopped) return;
      if (!failing) options.onError?.(error);
      failing = true;
    }
    if (!stopped) pollTimer = setTimeout(() => void poll(), options.pollMs);
  };
  const heartbeat = setInterval(() => {
    if (!send(sseComment("keep-alive"))) abort();
  }, options.heartbeatMs ?? heartbeatMs);
  const lifetime = setTimeout(() => finish(sseMessage({ retry: options.retryMs ?? reconnectMs }) + sseComment("reconnect")), options.maxLifetimeMs ?? maxLifetimeMs);
  if (options.signal?.aborted) {
    abort();
    return { stop };
  }
  options.signal?.addEventListener("abort", abort, { once: true });
  if (!send(matchMessage(last, options.retryMs ?? reconnectMs))) abort();
  else if (last.status === "finished") finish(endMessage("finished"));
  else pollTimer = setTimeout(() => void poll(), options.pollMs);
  return { stop };
}

/** The `text/event-stream` body of one viewer's connection (the route sets the headers). */
export function liveMatchStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let session: Session | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // After the client went away the controller refuses: a refused write ends the session.
      const send = (text: string): boolean => {
        try {
          controller.enqueue(encoder.encode(text));
          return true;
        } catch {
          return false;
        }
      };
      const close = () => {
        try {
          controller.close();
        } catch {
          // Already closed or cancelled: nothing left to end.
        }
      };
      session = runSession(options, send, close);
    },
    cancel() {
      session?.stop();
    },
  });
}
