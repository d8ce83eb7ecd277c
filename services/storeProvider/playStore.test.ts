import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { playStoreKitKey, startStoreKit, type StoreKit } from "./storeProviderTestKit";

let kit: StoreKit;
beforeAll(async () => {
  kit = await startStoreKit();
});
afterAll(async () => {
  await kit.close();
});

const tokensPath = "/androidpublisher/v3/applications/com.shasha.app/purchases/subscriptionsv2/tokens";
const tokenSchema = z.object({
  subscriptionState: z.string(),
  acknowledgementState: z.string(),
  linkedPurchaseToken: z.string().optional(),
  externalAccountIdentifiers: z.object({ obfuscatedExternalAccountId: z.string() }),
  lineItems: z.array(z.object({ productId: z.string(), expiryTime: z.string() })),
});
const pushSchema = z.object({ message: z.object({ data: z.string(), messageId: z.string() }) });
const rtdnSchema = z.object({ packageName: z.string(), subscriptionNotification: z.object({ notificationType: z.number(), purchaseToken: z.string(), subscriptionId: z.string() }) });

async function buy(productId = "shasha_vip_monthly", replaces?: string) {
  const appAccountToken = randomUUID();
  const reply = await kit.googleCall("POST", "/dev/purchases", { productId, appAccountToken, ...(replaces === undefined ? {} : { replaces }) });
  expect(reply.status).toBe(200);
  return { appAccountToken, purchaseToken: z.object({ purchaseToken: z.string() }).parse(reply.body).purchaseToken };
}

const tokenOf = async (token: string) => tokenSchema.parse((await kit.googleCall("GET", `${tokensPath}/${token}`)).body);

/** The first `count` developer notifications about the token, decoded, with the bearer token they came with, once they came. */
async function notifications(purchaseToken: string, count: number) {
  const about = (received: readonly { authorization: string | undefined; body: unknown }[]) =>
    received
      .map((delivery) => ({ authorization: delivery.authorization, ...rtdnSchema.parse(JSON.parse(Buffer.from(pushSchema.parse(delivery.body).message.data, "base64").toString("utf8"))) }))
      .filter((notification) => notification.subscriptionNotification.purchaseToken === purchaseToken);
  return about(await kit.googleReceiver.waitUntil((received) => about(received).length >= count)).slice(0, count);
}

describe("the Google Play stand-in", () => {
  test("a purchase: an opaque token the API reads back ACTIVE, unacknowledged, with the account id; PURCHASED with the bearer key", async () => {
    const { purchaseToken, appAccountToken } = await buy();
    expect(purchaseToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await tokenOf(purchaseToken)).toEqual({
      subscriptionState: "SUBSCRIPTION_STATE_ACTIVE",
      acknowledgementState: "ACKNOWLEDGEMENT_STATE_PENDING",
      externalAccountIdentifiers: { obfuscatedExternalAccountId: appAccountToken },
      lineItems: [{ productId: "shasha_vip_monthly", expiryTime: "2026-12-26T12:00:00.000Z" }],
    });
    expect((await kit.googleCall("POST", `${tokensPath}/${purchaseToken}:acknowledge`)).body).toEqual({});
    expect((await tokenOf(purchaseToken)).acknowledgementState).toBe("ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED");
    const [first] = await notifications(purchaseToken, 1);
    expect(first).toEqual({ authorization: `Bearer ${playStoreKitKey}`, packageName: "com.shasha.app", subscriptionNotification: { notificationType: 4, purchaseToken, subscriptionId: "shasha_vip_monthly" } });
  });

  test("the key is required; another package or an unknown token is 404", async () => {
    const { purchaseToken } = await buy();
    expect((await kit.googleCall("GET", `${tokensPath}/${purchaseToken}`, undefined, {})).status).toBe(401);
    expect((await kit.googleCall("GET", `/androidpublisher/v3/applications/com.other.app/purchases/subscriptionsv2/tokens/${purchaseToken}`)).status).toBe(404);
    expect((await kit.googleCall("GET", `${tokensPath}/not-a-token`)).status).toBe(404);
  });

  test("renew (2), cancel (3: CANCELED, still paid), restart (7), expire (13: EXPIRED)", async () => {
    const { purchaseToken } = await buy();
    await kit.googleCall("POST", `/dev/subscriptions/${purchaseToken}/renew`);
    expect((await tokenOf(purchaseToken)).lineItems[0]?.expiryTime).toBe("2027-01-26T12:00:00.000Z");
    await kit.googleCall("POST", `/dev/subscriptions/${purchaseToken}/cancel`);
    expect((await tokenOf(purchaseToken)).subscriptionState).toBe("SUBSCRIPTION_STATE_CANCELED");
    await buy("shasha_vip_monthly", purchaseToken);
    expect((await tokenOf(purchaseToken)).subscriptionState).toBe("SUBSCRIPTION_STATE_ACTIVE");
    await kit.googleCall("POST", `/dev/subscriptions/${purchaseToken}/expire`);
    expect((await tokenOf(purchaseToken)).subscriptionState).toBe("SUBSCRIPTION_STATE_EXPIRED");
    const types = (await notifications(purchaseToken, 5)).slice(1).map((notification) => notification.subscriptionNotification.notificationType);
    expect(types).toEqual([2, 3, 7, 13]);
  });

  test("an upgrade is a new token linked to the old one, which expires; a downgrade's new token is paid until the old end", async () => {
    const { purchaseToken } = await buy("shasha_sport_monthly");
    kit.advance(24 * 3600 * 1000);
    const up = await buy("shasha_ultimate_monthly", purchaseToken);
    expect(await tokenOf(up.purchaseToken)).toMatchObject({ linkedPurchaseToken: purchaseToken, lineItems: [{ productId: "shasha_ultimate_monthly", expiryTime: "2026-12-27T12:00:00.000Z" }] });
    expect((await tokenOf(purchaseToken)).subscriptionState).toBe("SUBSCRIPTION_STATE_EXPIRED");
    const down = await buy("shasha_vip_monthly", up.purchaseToken);
    expect(await tokenOf(down.purchaseToken)).toMatchObject({ linkedPurchaseToken: up.purchaseToken, lineItems: [{ productId: "shasha_vip_monthly", expiryTime: "2026-12-27T12:00:00.000Z" }] });
  });
});
