/**
 * The playout's limits (issue 27): guests' streams capped per client address (they have no account), every playout
 * counted against its address's rate, and the address taken from the app only (services/user/clientAddress.ts).
 * Each describe starts a suite of its own, so one's counts never reach another's.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, type CallReply, fakeClock, signIn } from "../user/testClient";
import { playoutLimit } from "../user/throttle";
import { streamStaleMs } from "./playbackStore";

const playoutSchema = z.object({ streamId: z.string() });
const errorSchema = z.object({ error: z.object({ status: z.number(), code: z.string(), message: z.string() }) });

/** As the app calls: the viewer's address, vouched for with the shared caller secret. */
const fromApp = (address: string) => ({ "x-client-address": address, [servicesCallerHeader]: devServicesCallerSecret });

function playout(services: TestServices, id: string, options: { headers?: Record<string, string>; token?: string } = {}): Promise<CallReply> {
  return call(services, `/content/playout/new/url/${id}?country=JO`, options);
}

function streamOf(reply: CallReply): string {
  expect(reply.status).toBe(200);
  return playoutSchema.parse(reply.body).streamId;
}

function expectRefused(reply: CallReply, code: string): string {
  expect(reply.status).toBe(429);
  const { error } = errorSchema.parse(reply.body);
  expect(error.code).toBe(code);
  expect(JSON.stringify(reply.body)).not.toContain("/media/");
  return error.message;
}

describe("guests' streams, capped per client address", () => {
  const clock = fakeClock("2026-11-23T10:00:00.000Z");
  let services: TestServices;
  beforeAll(async () => {
    services = await startTestServices({ now: clock.now, guestStreamLimit: 2 });
  });
  afterAll(() => services.close());

  test("a third guest stream from one address is refused with CONCURRENCY_LIMIT; another address and an account still play", async () => {
    const first = streamOf(await playout(services, "1001", { headers: fromApp("198.51.100.20") }));
    streamOf(await playout(services, "1003", { headers: fromApp("198.51.100.20") }));
    const third = await playout(services, "1008", { headers: fromApp("198.51.100.20") });
    expect(expectRefused(third, "CONCURRENCY_LIMIT")).toContain("at most 2 guest streams at once from this address");

    streamOf(await playout(services, "1008", { headers: fromApp("198.51.100.21") }));
    const { token } = await signIn(services, "registered@shasha.test", seedPassword);
    streamOf(await playout(services, "1008", { token, headers: fromApp("198.51.100.20") }));

    // Ending a stream frees its place.
    await call(services, "/content/heartbeat/end", { body: { streamId: first, contentId: "1001" }, headers: fromApp("198.51.100.20") });
    streamOf(await playout(services, "1008", { headers: fromApp("198.51.100.20") }));
  });

  test("streams whose heartbeats stopped free their places", async () => {
    streamOf(await playout(services, "1001", { headers: fromApp("198.51.100.30") }));
    streamOf(await playout(services, "1003", { headers: fromApp("198.51.100.30") }));
    expect(expectRefused(await playout(services, "1008", { headers: fromApp("198.51.100.30") }), "CONCURRENCY_LIMIT")).toContain("guest streams");
    clock.advance(streamStaleMs + 1000);
    expect((await playout(services, "1008", { headers: fromApp("198.51.100.30") })).status).toBe(200);
  });

  test("a direct caller who names a fresh address for each playout, without the app's secret, stays capped on its own address", async () => {
    clock.advance(streamStaleMs + 1000);
    const forged = (n: number, secret?: string) => ({ "x-client-address": `192.0.2.${n}`, ...(secret === undefined ? {} : { [servicesCallerHeader]: secret }) });
    streamOf(await playout(services, "1001", { headers: forged(1) }));
    streamOf(await playout(services, "1003", { headers: forged(2, "a-guessed-secret") }));
    expect(expectRefused(await playout(services, "1008", { headers: forged(3) }), "CONCURRENCY_LIMIT")).toContain("from this address");
    expect(expectRefused(await playout(services, "1008", { headers: forged(4, "") }), "CONCURRENCY_LIMIT")).toContain("from this address");
    // The app, vouching for a viewer at one of those addresses, is not held by the caller's streams.
    expect((await playout(services, "1008", { headers: fromApp("192.0.2.5") })).status).toBe(200);
  });
});

describe("the playout rate, per client address", () => {
  const clock = fakeClock("2026-11-23T10:00:00.000Z");
  let services: TestServices;
  beforeAll(async () => {
    services = await startTestServices({ now: clock.now, playoutRateLimit: 4, guestStreamLimit: 50 });
  });
  afterAll(() => services.close());

  test("past the limit in ten minutes: 429 TOO_MANY_ATTEMPTS with Retry-After at once, refusals and errors counted too", async () => {
    streamOf(await playout(services, "1001", { headers: fromApp("198.51.100.40") }));
    expect((await playout(services, "no-such", { headers: fromApp("198.51.100.40") })).status).toBe(404);
    expect((await playout(services, "1005", { headers: fromApp("198.51.100.40") })).status).toBe(403);
    streamOf(await playout(services, "1003", { headers: fromApp("198.51.100.40") }));
    const refused = await playout(services, "1008", { headers: fromApp("198.51.100.40") });
    expect(expectRefused(refused, "TOO_MANY_ATTEMPTS")).toBe("Too many playouts from this address; try again in 600 seconds.");
    expect(refused.headers.get("retry-after")).toBe("600");

    // Another address is not held; a session does not lift its address's limit.
    streamOf(await playout(services, "1008", { headers: fromApp("198.51.100.41") }));
    const { token } = await signIn(services, "subscribed@shasha.test", seedPassword);
    expectRefused(await playout(services, "1008", { token, headers: fromApp("198.51.100.40") }), "TOO_MANY_ATTEMPTS");

    clock.advance(playoutLimit.windowMs - 60_000);
    expect((await playout(services, "1008", { headers: fromApp("198.51.100.40") })).headers.get("retry-after")).toBe("60");
    clock.advance(60_000);
    streamOf(await playout(services, "1008", { headers: fromApp("198.51.100.40") }));
  });

  test("a direct caller cannot spread its playouts over made-up addresses without the app's secret", async () => {
    const replies: CallReply[] = [];
    for (let n = 0; n < 5; n += 1) replies.push(await playout(services, "1001", { headers: { "x-client-address": `192.0.2.${n + 10}` } }));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 429]);
    // With the secret the same addresses are the viewers' own, each with a fresh allowance.
    streamOf(await playout(services, "1001", { headers: fromApp("192.0.2.10") }));
  });
});
