/**
 * linkPhoneEmailLogin (issue 31 §5 phone-linking): an email account links a mobile number proved by a code; the phone
 * sign-in then opens the same account. The account is the session's; a number another account uses is refused.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, phoneSignIn, signIn, userReplySchema } from "./testClient";

const phone = "+962791234567";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(async () => {
  await services.close();
});

const link = (token: string | undefined, body: Record<string, unknown>) =>
  call(services, "/user/linkPhoneEmailLogin", { body, headers: { language: "en" }, ...(token === undefined ? {} : { token }) });

describe("linking a mobile number to an email account", () => {
  test("the code sent to the number links it; signing in by phone then opens the same account", async () => {
    const session = await signIn(services, "registered@shasha.test", seedPassword);
    expect((await link(session.token, { phone, country: "jo" })).status).toBe(200);
    const message = await latestMessage(services, phone);
    expect(message.text).toContain("link this number");

    const wrong = await link(session.token, { phone, otp: message.code === "000000" ? "111111" : "000000" });
    expect(faultOf(wrong).fault.error).toMatchObject({ code: "OTP_INVALID", field: "otp" });
    const linked = await link(session.token, { phone, otp: message.code });
    expect(userReplySchema.parse(linked.body).user).toMatchObject({ email: "registered@shasha.test", phoneLogin: phone });
    expect((await phoneSignIn(services, phone, "JO")).user.id).toBe(session.user.id);
  });

  test("needs a session, a country that allows mobile sign-in, and a number nobody else uses", async () => {
    expect(faultOf(await link(undefined, { phone, country: "JO" })).fault.error.code).toBe("407");
    const session = await signIn(services, "registered@shasha.test", seedPassword);
    expect(faultOf(await link(session.token, { phone: "+6281234567890", country: "ID" })).fault.error).toMatchObject({ code: "MOBILE_LOGIN_NOT_ALLOWED", field: "phone" });

    // A phone account holds the number: another account cannot take it, at either step.
    await phoneSignIn(services, phone, "JO");
    expect(faultOf(await link(session.token, { phone, country: "JO" })).fault.error).toMatchObject({ code: "PHONE_TAKEN", field: "phone" });
    await call(services, "/user/sendPhoneVerificationCode", { body: { phone, country: "JO" } });
    const { code } = await latestMessage(services, phone);
    expect(faultOf(await link(session.token, { phone, otp: code })).fault.error).toMatchObject({ code: "PHONE_TAKEN", field: "phone" });
  });
});
