import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signPartnerBody } from "../partnerProvider/partnerSignature";
import { errorCodeOf } from "./testKit";
import { startPartnerKit, type PartnerKit } from "./partnerTestKit";

let partner: PartnerKit;
beforeAll(async () => {
  partner = await startPartnerKit();
});
afterAll(() => partner.close());

/** An account linked to the customer: its session. */
async function linked(partnerId: "dish" | "sling", customerId: string): Promise<string> {
  const { token } = partner.newAccount();
  const reply = await partner.link(partnerId, token, await partner.signIn(partnerId, token, customerId, `${customerId.toLowerCase()}-pass`));
  expect(reply.status).toBe(200);
  return token;
}

/** A notification as the provider would send it, signed with `key` (the partner's unless given). */
function notify(partnerId: "dish" | "sling", fields: Record<string, unknown>, key = partner.hmacKey(partnerId)) {
  const body = JSON.stringify({ eventId: `evt_${fields.customerId}_${String(fields.type)}`, validUntil: "2027-02-26T12:00:00.000Z", packages: ["arabic-elite"], sentAt: "2026-11-26T12:00:01.000Z", ...fields });
  return partner.call(`/subscription/partners/${partnerId}/notifications`, { method: "POST", body, headers: { "x-partner-signature": signPartnerBody(body, key) } });
}

describe("the providers' notifications", () => {
  test("RENEWED from the stand-in moves the end date and follows the packages", async () => {
    const token = await linked("dish", "DISH-1001");
    const renewed = await partner.provider.event("dish", "DISH-1001", { type: "RENEWED", packages: ["arabic-mega"] });
    expect(renewed.status).toBe(200);
    await expect.poll(async () => partner.active(token)).toMatchObject({ productId: "shasha-vip", endDate: "2027-01-26T12:00:00.000Z", subscriptionStatus: "ACTIVE" });
  });

  test("CANCELED keeps it to its end without renewal; SUSPENDED ends it now", async () => {
    const token = await linked("sling", "SLING-2001");
    await partner.provider.event("sling", "SLING-2001", { type: "CANCELED" });
    await expect.poll(async () => partner.active(token)).toMatchObject({ subscriptionStatus: "ACTIVE_CANCELED", endDate: "2026-12-26T12:00:00.000Z", nextSku: null });
    await partner.provider.event("sling", "SLING-2001", { type: "SUSPENDED" });
    await expect.poll(async () => partner.active(token)).toBeNull();
    const rows = partner.kit.db.prepare("SELECT status FROM user_subscriptions WHERE payment_method_name = 'sling' AND status = 'REMOVED'").all();
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  test("a forged or unsigned notification is a 401 and changes nothing; a repeated one is accepted and changes nothing", async () => {
    const token = await linked("dish", "DISH-1002");
    const before = await partner.active(token);
    const forged = await notify("dish", { customerId: "DISH-1002", type: "SUSPENDED" }, partner.hmacKey("sling"));
    expect([forged.status, errorCodeOf(forged)]).toEqual([401, "SIGNATURE_INVALID"]);
    const unsigned = await partner.call("/subscription/partners/dish/notifications", { method: "POST", body: { eventId: "evt_unsigned1", customerId: "DISH-1002", type: "SUSPENDED" } });
    expect(unsigned.status).toBe(401);
    expect(await partner.active(token)).toEqual(before);
    const renewed = await notify("dish", { customerId: "DISH-1002", type: "RENEWED" });
    expect(renewed).toEqual({ status: 200, body: "[accepted]" });
    expect(await partner.active(token)).toMatchObject({ endDate: "2027-02-26T12:00:00.000Z" });
    // The same event again, even with another date, is not acted on twice.
    expect(await notify("dish", { customerId: "DISH-1002", type: "RENEWED", validUntil: "2030-01-01T00:00:00.000Z" })).toEqual({ status: 200, body: "[accepted]" });
    expect(await partner.active(token)).toMatchObject({ endDate: "2027-02-26T12:00:00.000Z" });
    // An older event than the last acted on is stale.
    await notify("dish", { customerId: "DISH-1002", type: "SUSPENDED", eventId: "evt_older_event", sentAt: "2026-11-26T11:00:00.000Z" });
    expect(await partner.active(token)).toMatchObject({ subscriptionStatus: "ACTIVE" });
  });

  test("a customer linked to no account is accepted and changes nothing; a partner without sign-in is unknown", async () => {
    expect(await notify("dish", { customerId: "DISH-1004", type: "SUSPENDED" })).toEqual({ status: 200, body: "[accepted]" });
    expect(errorCodeOf(await partner.call("/subscription/partners/souq-plus/notifications", { method: "POST", body: "{}" }))).toBe("PARTNER_UNKNOWN");
  });
});
