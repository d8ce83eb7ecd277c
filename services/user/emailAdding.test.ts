/**
 * addEmailPhoneLogin (issue 31 §5 email-adding): a phone account adds an email proved by six mailed digits; the email is
 * then verified and a first password may be set to sign in with it. The account is the session's.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, phoneSignIn, signIn, userReplySchema } from "./testClient";

const email = "layla.phone@example.test";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(async () => {
  await services.close();
});

const add = (token: string | undefined, body: Record<string, unknown>) =>
  call(services, "/user/addEmailPhoneLogin", { body, headers: { language: "en" }, ...(token === undefined ? {} : { token }) });

describe("a phone account adding an email", () => {
  test("the mailed code adds it, verified; a first password then signs in by email to the same account", async () => {
    const session = await phoneSignIn(services, "+962795550001", "JO");
    expect((await add(session.token, { email: " Layla.Phone@Example.test" })).status).toBe(200);
    const message = await latestMessage(services, email);
    expect(message).toMatchObject({ kind: "add-email" });
    expect(message.text).toContain("add this email");

    expect(faultOf(await add(session.token, { email, otp: message.code === "000000" ? "111111" : "000000" })).fault.error).toMatchObject({ code: "OTP_INVALID", field: "otp" });
    const added = await add(session.token, { email, otp: message.code });
    expect(userReplySchema.parse(added.body).user).toMatchObject({ email, emailVerified: true, phoneLogin: "+962795550001" });

    expect((await call(services, "/user/updatePassword", { token: session.token, body: { newPassword: "Phone-mail-42" } })).status).toBe(200);
    expect((await signIn(services, email, "Phone-mail-42")).user.id).toBe(session.user.id);
    // The account has its email now: a second one is refused.
    expect(faultOf(await add(session.token, { email: "other@example.test" })).fault.error).toMatchObject({ code: "EMAIL_ALREADY_SET", field: "email" });
  });

  test("needs a session; a code is the account's that asked for it; an email with an account is refused", async () => {
    expect(faultOf(await add(undefined, { email })).fault.error.code).toBe("407");
    const first = await phoneSignIn(services, "+962795550002", "JO");
    const second = await phoneSignIn(services, "+962795550003", "JO");
    await add(first.token, { email });
    const { code } = await latestMessage(services, email);
    // The code mailed for the first account does not add the email to the second.
    expect(faultOf(await add(second.token, { email, otp: code })).fault.error.code).toBe("OTP_INVALID");

    const taken = await add(first.token, { email: "registered@shasha.test" });
    expect(faultOf(taken).fault.error).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    expect((await signIn(services, "registered@shasha.test", seedPassword)).user.email).toBe("registered@shasha.test");
  });
});
