/**
 * linkAccounts (issue 31 §5, spec 7): a social sign-in that meets an account with the same email, which may not be
 * joined on the email alone, is offered a link token; the account's password joins them. Proof of both sides.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, signInSchema, socialSignIn, socialToken, userReplySchema } from "./testClient";

// The stand-in's sso2 person: a provider that does not vouch for the email, so the email alone never links it.
const email = "sso2.tester@shasha.test";
const password = "Link-pass-2026";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(async () => {
  await services.close();
});

async function refusedLinkToken(): Promise<string | undefined> {
  const refused = await socialToken(services, "sso2");
  expect(refused.status).toBe(409);
  const { error } = faultOf(refused).fault;
  expect(error.code).toBe("ACCOUNT_EXISTS");
  return error.linkToken;
}

describe("linking a social sign-in to the account with its email", () => {
  test("needs the account's password; then both sign-ins open the account, and the token is spent", async () => {
    const account = userReplySchema.parse((await call(services, "/user/createAccount", { body: { email, password } })).body).user;
    const linkToken = await refusedLinkToken();
    expect(linkToken).toEqual(expect.any(String));

    const wrong = await call(services, "/user/linkAccounts", { body: { linkToken, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(faultOf(wrong).fault.error).toMatchObject({ code: "INVALID_CREDENTIALS", field: "password" });
    expect((await socialToken(services, "sso2")).status).toBe(409);

    // The newest refusal's token is the one that links (a new one replaces the earlier).
    const latest = await refusedLinkToken();
    const stale = await call(services, "/user/linkAccounts", { body: { linkToken, password } });
    expect(faultOf(stale).fault.error.code).toBe("LINK_EXPIRED");
    const linked = await call(services, "/user/linkAccounts", { body: { linkToken: latest, password } });
    expect(linked.status).toBe(200);
    expect(signInSchema.extend({ newUser: z.boolean() }).parse(linked.body)).toMatchObject({ newUser: false, user: { id: account.id } });

    const again = await call(services, "/user/linkAccounts", { body: { linkToken: latest, password } });
    expect(faultOf(again).fault.error.code).toBe("LINK_EXPIRED");
    expect((await socialSignIn(services, "sso2")).user.id).toBe(account.id);
  });

  test("an account without a password to prove it is refused with no token; a made-up token links nothing", async () => {
    await call(services, "/user/createAccount", { body: { email, password } });
    // The mailbox proof removes the password nobody proved (until a reset sets one).
    const code = (await latestMessage(services, email)).code ?? "";
    expect((await call(services, "/user/v2/verify-email", { body: { code } })).status).toBe(200);
    expect(await refusedLinkToken()).toBeUndefined();
    const forged = await call(services, "/user/linkAccounts", { body: { linkToken: "forged-token", password } });
    expect(faultOf(forged).fault.error.code).toBe("LINK_EXPIRED");
    expect(faultOf(await call(services, "/user/linkAccounts", { body: { password } })).fault.error.code).toBe("INVALID_INPUT");
  });
});
