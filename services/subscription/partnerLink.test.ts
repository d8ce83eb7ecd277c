import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorCodeOf } from "./testKit";
import { authorizeReplySchema, startPartnerKit, type PartnerKit } from "./partnerTestKit";

let partner: PartnerKit;
beforeAll(async () => {
  partner = await startPartnerKit();
});
afterAll(() => partner.close());

const failure = (reply: { status: number; body: unknown }) => [reply.status, errorCodeOf(reply)];

describe("signing in with a TV provider", () => {
  test("authorize → the provider's page → code → link: the account is subscribed at once, paid by the partner", async () => {
    const { token } = partner.newAccount();
    const authorized = await partner.authorize("DISH", token);
    const { authorizeUrl, state } = authorizeReplySchema.parse(authorized.body);
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe("/dish/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: "code", client_id: "dish-test-client", state, code_challenge_method: "S256", lang: "en" });
    expect(state.length).toBeGreaterThanOrEqual(43);
    const signedIn = await partner.signIn("dish", token, "DISH-1001", "dish-1001-pass");
    const linked = await partner.link("dish", token, signedIn);
    expect(linked).toEqual({ status: 200, body: { partner: "dish", productId: "shasha-ultimate", endDate: "2026-12-26T12:00:00.000Z", paymentMethodName: "dish" } });
    expect(await partner.active(token)).toMatchObject({
      productId: "shasha-ultimate",
      subscriptionStatus: "ACTIVE",
      endDate: "2026-12-26T12:00:00.000Z",
      paymentMethod: { paymentMethodType: "PARTNER", paymentMethodName: "dish" },
    });
    // Signing in again refreshes the same subscription, never a second one.
    expect((await partner.link("dish", token, await partner.signIn("dish", token, "DISH-1001", "dish-1001-pass"))).status).toBe(200);
    const rows = partner.kit.db.prepare("SELECT count(*) AS n FROM user_subscriptions WHERE payment_method_type = 'PARTNER' AND sku = 'shasha-ultimate'").get();
    expect(rows).toEqual({ n: 1 });
    // The card routes refuse a subscription the provider manages.
    expect(failure(await partner.post("/csg/cancel", {}, token))).toEqual([409, "MANAGED_BY_PARTNER"]);
  });

  test("the authorize call's refusals: no session, a partner without sign-in, a bad redirect URI, an account paid otherwise", async () => {
    const { token } = partner.newAccount();
    expect(failure(await partner.authorize("dish"))).toEqual([401, "SESSION_INVALID"]);
    expect(failure(await partner.authorize("souq-plus", token))).toEqual([404, "PARTNER_UNKNOWN"]);
    expect(failure(await partner.authorize("nobody", token))).toEqual([404, "PARTNER_UNKNOWN"]);
    for (const redirectUri of ["https://app.example/elsewhere", "javascript:alert(1)//api/partners/callback", "https://u:p@app.example/api/partners/callback"]) {
      const reply = await partner.authorize("dish", token, { redirectUri });
      expect(reply).toMatchObject({ status: 400, body: { error: { code: "INVALID_INPUT", field: "redirectUri" } } });
    }
    expect(failure(await partner.authorize("sling", partner.kit.tokenFor("900002")))).toEqual([409, "ALREADY_SUBSCRIBED"]);
  });

  test("a flow is the account's and the partner's, single use, ten minutes: else PARTNER_FLOW_UNKNOWN", async () => {
    const owner = partner.newAccount();
    const other = partner.newAccount();
    const signedIn = await partner.signIn("sling", owner.token, "SLING-2002", "sling-2002-pass");
    expect(failure(await partner.link("sling", other.token, signedIn))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
    expect(failure(await partner.link("dish", owner.token, signedIn))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
    expect(failure(await partner.link("sling", owner.token, { ...signedIn, state: "forged-state" }))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
    // Another account's try left the flow to its owner; once used it is gone.
    expect((await partner.link("sling", owner.token, signedIn)).status).toBe(200);
    expect(failure(await partner.link("sling", owner.token, signedIn))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
    const late = partner.newAccount();
    const expired = await partner.signIn("sling", late.token, "SLING-2003", "sling-2003-pass");
    partner.setNow("2026-11-26T12:10:01.000Z");
    try {
      expect(failure(await partner.link("sling", late.token, expired))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
    } finally {
      partner.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("a replayed code is refused by the provider; the flow is spent even so", async () => {
    const { token } = partner.newAccount();
    const first = await partner.signIn("dish", token, "DISH-1002", "dish-1002-pass");
    const again = await partner.authorize("dish", token);
    const { state } = authorizeReplySchema.parse(again.body);
    expect((await partner.link("dish", token, first)).status).toBe(200);
    expect(failure(await partner.link("dish", token, { code: first.code, state }))).toEqual([400, "PARTNER_SIGN_IN_FAILED"]);
    expect(failure(await partner.link("dish", token, { code: first.code, state }))).toEqual([400, "PARTNER_FLOW_UNKNOWN"]);
  });

  test("a customer not paying for a package with Shasha, suspended or canceled, is not entitled", async () => {
    for (const [login, password, partnerId] of [["DISH-1005", "dish-1005-pass", "dish"], ["DISH-1006", "dish-1006-pass", "dish"], ["SLING-2005", "sling-2005-pass", "sling"]] as const) {
      const { token } = partner.newAccount();
      expect(failure(await partner.link(partnerId, token, await partner.signIn(partnerId, token, login, password)))).toEqual([403, "PARTNER_NOT_ENTITLED"]);
      expect(await partner.active(token)).toBeNull();
    }
  });

  test("one provider customer, one account: another account signing in as them is refused", async () => {
    const first = partner.newAccount();
    expect((await partner.link("sling", first.token, await partner.signIn("sling", first.token, "SLING-2004", "sling-2004-pass"))).status).toBe(200);
    const second = partner.newAccount();
    const reply = await partner.link("sling", second.token, await partner.signIn("sling", second.token, "SLING-2004", "sling-2004-pass"));
    expect(failure(reply)).toEqual([409, "PARTNER_ACCOUNT_IN_USE"]);
    expect(await partner.active(second.token)).toBeNull();
  });
});

describe("the service misconfigured or the provider away", () => {
  // Two kits of their own (the stand-in hashes its customers' passwords at each start): slower on a busy machine.
  test("a wrong client secret is a failed sign-in; an unreachable provider a 503", async () => {
    const wrongSecret = await startPartnerKit(undefined, (config) => ({ ...config, dish: { ...config.dish, clientSecret: "not-the-secret" } }));
    try {
      const { token } = wrongSecret.newAccount();
      expect(failure(await wrongSecret.link("dish", token, await wrongSecret.signIn("dish", token, "DISH-1003", "dish-1003-pass")))).toEqual([400, "PARTNER_SIGN_IN_FAILED"]);
      expect(await wrongSecret.active(token)).toBeNull();
    } finally {
      await wrongSecret.close();
    }
    // Sling at a closed port; Dish not configured at all.
    const away = await startPartnerKit(undefined, (config) => ({ sling: { ...config.sling, apiUrl: "http://127.0.0.1:9/sling" } }));
    try {
      const { token } = away.newAccount();
      expect(failure(await away.link("sling", token, await away.signIn("sling", token, "SLING-2001", "sling-2001-pass")))).toEqual([503, "PROVIDER_UNAVAILABLE"]);
      expect(failure(await away.authorize("dish", token))).toEqual([503, "PROVIDER_UNAVAILABLE"]);
    } finally {
      await away.close();
    }
  }, 20_000);
});
