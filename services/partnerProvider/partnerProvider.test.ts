import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { codeOf, kitRedirectUri, pkcePair, signInAt, startPartnerProviderKit, type PartnerProviderKit } from "./partnerProviderTestKit";
import { partnerNotificationSchema, verifyPartnerBody } from "./partnerSignature";

const tokenSchema = z.object({ access_token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number() });
const entitlementSchema = z.object({ customerId: z.string(), status: z.string(), packages: z.array(z.string()), validUntil: z.string() });

let kit: PartnerProviderKit;
beforeAll(async () => {
  kit = await startPartnerProviderKit();
});
afterAll(() => kit.close());

/** A customer signed in at the provider: the code, and the verifier its challenge was made from. */
async function signedIn(login: string, password: string, partner: "dish" | "sling" = "dish") {
  const { verifier, challenge } = pkcePair();
  const reply = await signInAt(kit.authorizeUrl(partner, { code_challenge: challenge }), login, password);
  expect(reply.status).toBe(303);
  return { code: codeOf(reply).code, verifier };
}

const grant = (code: string, verifier: string, changes: Record<string, string> = {}) => ({ grant_type: "authorization_code", code, redirect_uri: kitRedirectUri, code_verifier: verifier, ...changes });

describe("the sign-in page", () => {
  test("is the provider's, in the language, accessible and self-contained", async () => {
    const response = await fetch(kit.authorizeUrl("dish", { lang: "ar" }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("تسجيل الدخول إلى Dish");
    expect(html).toMatch(/<label for="login">[^<]+<\/label>/);
    expect(html).toMatch(/<label for="password">[^<]+<\/label>/);
    expect(html).not.toMatch(/(src|href)=|url\(/);
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self' http:\/\/localhost:3000;/);
    const sling = await (await fetch(kit.authorizeUrl("sling", { lang: "fr" }))).text();
    expect(sling).toContain('<html lang="fr" dir="ltr">');
    expect(sling).toContain("Se connecter à Sling");
  });

  test("an unknown client, an unregistered redirect URI or no S256 challenge is a 400 page, never a redirect", async () => {
    const refused: Record<string, string | null>[] = [
      { client_id: "someone-else" },
      { client_id: "sling-test-client" },
      { redirect_uri: "https://evil.example/api/partners/callback" },
      { redirect_uri: "http://localhost:3000/elsewhere" },
      { redirect_uri: "http://user:pw@localhost:3000/api/partners/callback" },
      { code_challenge: null },
      { code_challenge_method: "plain" },
      { state: null },
    ];
    for (const changes of refused) {
      const response = await fetch(kit.authorizeUrl("dish", changes), { redirect: "manual" });
      expect([changes, response.status]).toEqual([changes, 400]);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toContain("<h1>This sign-in link cannot be used</h1>");
    }
  });

  test("a wrong password shows the page again with the login kept, never the password; Cancel goes back denied", async () => {
    const wrong = await signInAt(kit.authorizeUrl("dish"), "dish.1001@dish.test", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('value="dish.1001@dish.test" aria-invalid="true"');
    expect(wrong.text).toContain('role="alert"');
    expect(wrong.text).not.toContain("not-the-password");
    const canceled = await signInAt(kit.authorizeUrl("dish"), "", "", "cancel");
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(`${kitRedirectUri}?error=access_denied&state=state-1234`);
  });
});

describe("the token and entitlement endpoints", () => {
  test("a code, once, with its verifier, gives a token that reads the customer's entitlement, paid through a month on", async () => {
    const { code, verifier } = await signedIn("DISH-1001", "dish-1001-pass");
    const reply = await kit.token("dish", grant(code, verifier));
    expect(reply.status).toBe(200);
    const token = tokenSchema.parse(reply.body);
    const entitlement = entitlementSchema.parse((await kit.entitlement("dish", token.access_token)).body);
    expect(entitlement).toEqual({ customerId: "DISH-1001", status: "ACTIVE", packages: ["arabic-elite"], validUntil: "2026-12-26T12:00:00.000Z" });
    // Kept: a later read gives the same date. The token is this provider's only.
    kit.setNow("2026-11-26T12:30:00.000Z");
    expect(entitlementSchema.parse((await kit.entitlement("dish", token.access_token)).body).validUntil).toBe("2026-12-26T12:00:00.000Z");
    expect((await kit.entitlement("sling", token.access_token)).status).toBe(401);
    expect((await kit.entitlement("dish", "x".repeat(43))).status).toBe(401);
    kit.setNow("2026-11-26T12:00:00.000Z");
  });

  test("the login may be the email; a replayed code is refused and revokes the token it gave", async () => {
    const { code, verifier } = await signedIn("Sling.2001@sling.test", "sling-2001-pass", "sling");
    const first = tokenSchema.parse((await kit.token("sling", grant(code, verifier))).body);
    const again = await kit.token("sling", grant(code, verifier));
    expect([again.status, again.body]).toEqual([400, expect.objectContaining({ error: "invalid_grant" })]);
    expect((await kit.entitlement("sling", first.access_token)).status).toBe(401);
  });

  test("a wrong secret, another verifier or redirect URI, another client's or an expired code are refused", async () => {
    const wrongSecret = await signedIn("DISH-1002", "dish-1002-pass");
    expect((await kit.token("dish", grant(wrongSecret.code, wrongSecret.verifier), "guessed")).body).toMatchObject({ error: "invalid_client" });
    const wrongVerifier = await signedIn("DISH-1002", "dish-1002-pass");
    expect((await kit.token("dish", grant(wrongVerifier.code, pkcePair().verifier))).body).toMatchObject({ error: "invalid_grant" });
    // The try used the code up: the right verifier no longer helps.
    expect((await kit.token("dish", grant(wrongVerifier.code, wrongVerifier.verifier))).body).toMatchObject({ error: "invalid_grant" });
    const otherRedirect = await signedIn("DISH-1002", "dish-1002-pass");
    expect((await kit.token("dish", grant(otherRedirect.code, otherRedirect.verifier, { redirect_uri: "http://127.0.0.1:3000/api/partners/callback" }))).body).toMatchObject({ error: "invalid_grant" });
    const otherClient = await signedIn("DISH-1002", "dish-1002-pass");
    expect((await kit.token("sling", grant(otherClient.code, otherClient.verifier))).body).toMatchObject({ error: "invalid_grant" });
    const expired = await signedIn("DISH-1002", "dish-1002-pass");
    kit.setNow("2026-11-26T12:01:01.000Z");
    expect((await kit.token("dish", grant(expired.code, expired.verifier))).body).toMatchObject({ error: "invalid_grant" });
    kit.setNow("2026-11-26T12:00:00.000Z");
  });
});

describe("the development events", () => {
  test("need the key, and send the signed notification of the change", async () => {
    expect((await fetch(`${kit.provider.url}/dev/dish/customers/DISH-1003/events`, { method: "POST", body: '{"type":"RENEWED"}' })).status).toBe(401);
    const reply = await kit.event("dish", "DISH-1003", { type: "RENEWED" });
    expect(reply.body).toMatchObject({ entitlement: { customerId: "DISH-1003", status: "ACTIVE", validUntil: "2027-01-26T12:00:00.000Z" } });
    await expect.poll(() => kit.receiver.received.length).toBe(1);
    const [received] = kit.receiver.received;
    expect(received?.url).toBe("/dish");
    expect(verifyPartnerBody(received?.body ?? "", received?.signature, "d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d")).toBe(true);
    expect(verifyPartnerBody(received?.body ?? "", received?.signature, "5115115115115115115115115115115115115115115115115115115115115115")).toBe(false);
    expect(partnerNotificationSchema.parse(JSON.parse(received?.body ?? ""))).toMatchObject({ customerId: "DISH-1003", type: "RENEWED", packages: ["arabic-elite"] });
    expect((await kit.event("dish", "DISH-9999", { type: "RENEWED" })).status).toBe(404);
  });
});
