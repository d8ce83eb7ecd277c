/**
 * social-registration (issue 31 §5, spec 7 createSocialLoginAccount): a provider's person who shares no email
 * registers with one; the identity is linked to the new account, so the next sign-in needs no email.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, signInSchema, socialToken } from "./testClient";

const socialReply = signInSchema.extend({ newUser: z.boolean() });

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(async () => {
  await services.close();
});

async function registrationToken(provider = "facebook"): Promise<string> {
  const refused = await socialToken(services, provider, "private");
  expect(refused.status).toBe(409);
  const { error } = faultOf(refused).fault;
  expect(error.code).toBe("REGISTRATION_REQUIRED");
  return error.registrationToken ?? "";
}

const register = (body: Record<string, unknown>) => call(services, "/user/createSocialLoginAccount", { body });

describe("registering a provider's person who shares no email", () => {
  test("the given email makes an unverified account with the identity linked; the next sign-in opens it", async () => {
    const token = await registrationToken();
    expect(token).not.toBe("");
    const created = await register({ registrationToken: token, email: "  Farah.Private@Example.test ", subscribeToNewsLetter: true });
    expect(created.status).toBe(200);
    const reply = socialReply.parse(created.body);
    expect(reply).toMatchObject({ newUser: true, user: { email: "farah.private@example.test", emailVerified: false, firstName: "Farah" } });
    expect((await latestMessage(services, "farah.private@example.test")).code).toEqual(expect.any(String));

    // Spent: the token registers nothing twice.
    expect(faultOf(await register({ registrationToken: token, email: "other@example.test" })).fault.error.code).toBe("LINK_EXPIRED");
    const again = await socialToken(services, "facebook", "private");
    expect(again.status).toBe(200);
    expect(socialReply.parse(again.body)).toMatchObject({ newUser: false, user: { id: reply.user.id } });
    // The usual person of the same provider is someone else.
    expect(socialReply.parse((await socialToken(services, "facebook")).body).user.id).not.toBe(reply.user.id);
  });

  test("an email that has an account is refused on the field, and the token stays usable for another", async () => {
    const token = await registrationToken("apple");
    const taken = await register({ registrationToken: token, email: "subscribed@shasha.test" });
    expect(taken.status).toBe(409);
    expect(faultOf(taken).fault.error).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    expect((await register({ registrationToken: token, email: "amal@example.test" })).status).toBe(200);
  });

  test("a made-up or missing token, or a bad email, registers nothing", async () => {
    expect(faultOf(await register({ registrationToken: "forged-token", email: "x@example.test" })).fault.error.code).toBe("LINK_EXPIRED");
    expect(faultOf(await register({ email: "x@example.test" })).fault.error.code).toBe("INVALID_INPUT");
    const token = await registrationToken();
    expect(faultOf(await register({ registrationToken: token, email: "not an email" })).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "email" });
    // A link token is not a registration token.
    expect(faultOf(await call(services, "/user/linkAccounts", { body: { linkToken: token, password: "x" } })).fault.error.code).toBe("LINK_EXPIRED");
  });
});
