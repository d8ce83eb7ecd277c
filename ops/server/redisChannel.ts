/**
 * The instances' channel (issue 18), with `REDIS_URL` only: the instance that takes a publish signal publishes it
 * on `shasha:revalidate`, and every other instance marks its own layout copy of that screen out of date (Next's
 * page cache needs no message: it is shared in Redis). A publish while Redis is unreachable fails at once, so the
 * signal's route answers 503 and the management service sends it again (services/manage/revalidationOutbox.ts).
 */
import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { z } from "zod";
import { revalidationBody } from "@/domain/revalidationSignal";
import { errorText, log } from "@/ops/log";
import { expireLocally, setBroadcast } from "@/ops/revalidation";

const channel = "shasha:revalidate";
const message = revalidationBody.extend({ origin: z.string() });

function client(url: string) {
  const made = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
  // The cache handler logs Redis' loss and return once; these clients reconnect by themselves.
  made.on("error", () => undefined);
  return made;
}

export async function joinRedisChannel(url: string): Promise<{ close(): Promise<void> }> {
  const origin = randomUUID();
  const publisher = client(url);
  const subscriber = client(url);
  // Connecting may wait for Redis: the instance serves meanwhile, and the channel joins when Redis answers.
  void publisher.connect().catch(() => undefined);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (text) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return;
        }
        const signal = message.safeParse(parsed);
        if (signal.success && signal.data.origin !== origin) expireLocally(signal.data);
      }),
    )
    .catch((error: unknown) => log({ level: "warn", code: "channel-join-failed", error: errorText(error) }));

  setBroadcast(async (signal) => {
    if (!publisher.isReady) throw new Error("the instances' channel (Redis) is unreachable");
    await publisher.publish(channel, JSON.stringify({ ...signal, origin }));
  });
  return {
    close: async () => {
      setBroadcast(undefined);
      await Promise.allSettled([publisher.disconnect(), subscriber.disconnect()]);
    },
  };
}
