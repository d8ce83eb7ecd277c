/**
 * Sign-up under a burst (issue 27): 30 sign-ups sent at once from one address all failed with 502 within 6 s,
 * taking the suite with them (each password hash takes 128 MiB and 0.3 s).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, signInSchema } from "./testClient";

/** The most password hashes seen running at once. */
const seen = vi.hoisted(() => ({ most: 0 }));
vi.mock("./secrets", async (importOriginal) => {
  const original = await importOriginal<typeof import("./secrets")>();
  return {
    ...original,
    hashSecret: async (...args: Parameters<typeof original.hashSecret>) => {
      const hashing = original.hashSecret(...args);
      seen.most = Math.max(seen.most, original.hashesRunning());
      return hashing;
    },
  };
});

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

const signUp = (email: string, address: string) =>
  call(services, "/user/createAccount", { body: { email, password: "Burst-pass-42", firstName: "B" }, headers: { "x-client-address": address, [servicesCallerHeader]: devServicesCallerSecret } });

describe("a burst of sign-ups", () => {
  test("from one address: 30 go through, the rest are 429 before any work, none fails, and no more than two hashes run at once", async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, n) => signUp(`burst-${n}@example.com`, "10.20.30.40")));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(seen.most).toBeLessThanOrEqual(2);
    expect(seen.most).toBeGreaterThan(0);
  });

  test("each sign-up answers with its session: the app signs the new account in without hashing again", async () => {
    const reply = await signUp("one-hash@example.com", "10.20.30.41");
    expect(signInSchema.parse(reply.body)).toMatchObject({ user: { email: "one-hash@example.com" } });
  });

  test("'email taken' is told five times an hour for one email, then 429, from any address", async () => {
    await signUp("taken@example.com", "10.20.30.42");
    for (let n = 1; n <= 4; n += 1) expect(faultOf(await signUp("taken@example.com", `10.20.31.${n}`)).fault.error.code).toBe("EMAIL_TAKEN");
    const refused = await signUp("taken@example.com", "10.20.32.1");
    expect(refused.status).toBe(429);
    expect(faultOf(refused).fault.error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field: "email" });
  });
});
