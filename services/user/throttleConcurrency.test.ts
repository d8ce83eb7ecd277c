import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, type CallReply, faultOf, signInSchema } from "./testClient";

/** Every check of a secret (the slow scrypt) the suite runs, counted. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("./secrets", async (importOriginal) => {
  const original = await importOriginal<typeof import("./secrets")>();
  return {
    ...original,
    verifySecret: (secret: string, stored: string | null) => {
      checks.count += 1;
      return original.verifySecret(secret, stored);
    },
  };
});

let services: TestServices;

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

// As the app sends it: the viewer's address, vouched for with the caller secret (services/user/clientAddress.ts).
const from = { "x-client-address": "10.0.0.1", [servicesCallerHeader]: devServicesCallerSecret };

function expectRefusals(replies: readonly CallReply[], field: string): void {
  for (const reply of replies) {
    expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(faultOf(reply).fault.error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field, retryAfterSeconds: Number(reply.headers.get("retry-after")) });
  }
}

describe("50 wrong passwords for one account sent at once", () => {
  test("run the password check five times; the other 45 are 429 with Retry-After", async () => {
    checks.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(services, "/user/authenticate", { body: { email: "subscribed@shasha.test", password: "wrong-pass1" }, headers: from }),
      ),
    );
    expect(checks.count).toBe(5);
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(45);
    expectRefusals(refused, "password");
  });
});

describe("50 wrong PINs for one profile sent at once", () => {
  test("run the PIN check five times; the other 45 are 429 with Retry-After", async () => {
    const session = signInSchema.parse((await call(services, "/user/authenticate", { body: { email: "registered@shasha.test", password: seedPassword } })).body);
    expect((await call(services, "/userprofile/settings", { method: "PATCH", body: { pin: "2468" }, token: session.token })).status).toBe(200);
    const profiles = z.object({ profiles: z.array(z.object({ id: z.string() })) });
    const profileId = profiles.parse((await call(services, "/userprofile/profiles/me", { token: session.token })).body).profiles[0]?.id ?? "";

    checks.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(services, `/userprofile/profiles/${profileId}/pin`, { body: { pin: "1111" }, token: session.token, headers: from }),
      ),
    );
    expect(checks.count).toBe(5);
    expect(replies.filter((reply) => reply.status === 403).map((reply) => faultOf(reply).fault.error.code)).toEqual(Array(5).fill("PIN_INVALID"));
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(45);
    expectRefusals(refused, "pin");
  });
});
