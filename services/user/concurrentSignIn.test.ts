import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call } from "./testClient";
import { seedPassword } from "../seed/seedUsers";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

test("two sign-ins at once with the right password both succeed, while the stored hash is being upgraded", async () => {
  // Today's parameters made stronger than the seeded hash's, so the first good sign-in rehashes it (as in production).
  const before = process.env.SHASHA_TEST_SCRYPT_LOG2N;
  process.env.SHASHA_TEST_SCRYPT_LOG2N = "15";
  onTestFinished(() => {
    process.env.SHASHA_TEST_SCRYPT_LOG2N = before;
  });
  const signIn = () => call(services, "/user/authenticate", { body: { email: "registered@shasha.test", password: seedPassword } });
  const replies = await Promise.all([signIn(), signIn(), signIn()]);
  expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
});
