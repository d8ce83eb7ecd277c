/**
 * The user service's bot check (spec 4): every call it protects is refused without a token (CAPTCHA_REQUIRED) and with
 * a forged, foreign or spent one (CAPTCHA_FAILED), before anything of the call happens; calls it does not protect need
 * none. A fresh token is what the other suites' calls carry (testClient.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { botCheckedPaths, botCheckHeader, encodeSolution } from "@/domain/botCheck";
import { seedPassword } from "../seed/seedUsers";
import { botCheckToken } from "../testing/botCheckToken";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, signIn } from "./testClient";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

/** The paths the service serves; the spec also names /verifyAccount and v1's email proof, not served (domain/botCheck.ts). */
const unserved = ["/verifyAccount", "/verify-email", "/verify-email/send"];
const served = botCheckedPaths.filter((path) => !unserved.includes(path));

describe("the user service's bot check", () => {
  test.each(served)("%s is refused without a token, and with a forged one", async (path) => {
    const body = { email: "new-bot@shasha.test", password: "Abcdef-12", phone: "+962791234567", country: "JO", otp: "123456", code: "x" };
    const missing = await call(services, `/user${path}`, { body, botCheck: false });
    expect(missing.status).toBe(400);
    expect(faultOf(missing).fault.error.code).toBe("CAPTCHA_REQUIRED");
    const forged = encodeSolution({ challenge: "0".repeat(64), salt: "0".repeat(24), signature: "0".repeat(64), number: 1 });
    const refused = await call(services, `/user${path}`, { body, headers: { [botCheckHeader]: forged } });
    expect(refused.status).toBe(403);
    expect(faultOf(refused).fault.error.code).toBe("CAPTCHA_FAILED");
  });

  test("a token serves one call: the account it made, then nothing", async () => {
    const token = await botCheckToken(services.url, "sign-up");
    const first = await call(services, "/user/createAccount", { body: { email: "once@shasha.test", password: "Abcdef-12" }, headers: { [botCheckHeader]: token } });
    expect(first.status).toBe(200);
    const again = await call(services, "/user/createAccount", { body: { email: "twice@shasha.test", password: "Abcdef-12" }, headers: { [botCheckHeader]: token } });
    expect(faultOf(again).fault.error.code).toBe("CAPTCHA_FAILED");
    // The refused call made nothing: that email is still free.
    expect((await call(services, "/user/createAccount", { body: { email: "twice@shasha.test", password: "Abcdef-12" } })).status).toBe(200);
  });

  test("the calls spec 4 does not list need no token", async () => {
    const session = await signIn(services, "registered@shasha.test", seedPassword);
    expect(session.token).not.toBe("");
    const reply = await call(services, "/user/phoneNumberLogin", { body: { phone: "+962791234599", country: "JO" }, botCheck: false });
    expect(faultOf(reply).fault.error.code).not.toMatch(/^CAPTCHA_/);
  });
});
