import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appleHeaders, initiateReplySchema, startInAppKit, type InAppKit } from "./inAppTestKit";

let kit: InAppKit;
beforeAll(async () => {
  kit = await startInAppKit();
});
afterAll(() => kit.close());

describe("the page's activation racing the store's purchase notification", () => {
  test("whichever settles the order first, the page's activation answers PAID, and one subscription starts", async () => {
    for (let round = 0; round < 12; round += 1) {
      const account = kit.newAccount();
      const reply = await kit.post("/applePay/initiate", { productId: "shasha-vip", idempotencyKey: `key-${randomUUID()}` }, account.token, appleHeaders);
      const order = initiateReplySchema.parse(reply.body);
      const { signedTransaction } = await kit.applePurchase(order.storeProductId, order.appAccountToken);
      const activated = await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction }, account.token);
      expect(activated.body).toEqual({ orderId: order.orderId, status: "PAID" });
      await expect.poll(() => kit.rows(account.userId).length).toBe(1);
    }
  });
});
