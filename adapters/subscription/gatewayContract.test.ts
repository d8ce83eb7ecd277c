/**
 * The carrier billing and cash adapters against the local suite (its subscription service and the providers' stand-ins
 * on their own listeners): the wire contract of docs/carrier-billing.md and docs/cash-payments.md, end to end.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPassword } from "@/services/seed/seedUsers";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { latestMessage, signIn } from "@/services/user/testClient";
import { CarrierBillingClient } from "./carrierBillingClient";
import { CashPaymentClient } from "./cashPaymentClient";
import { CodesClient } from "./codesClient";
import { cardPaymentRefusal, SubscriptionClient } from "./subscriptionClient";

let services: TestServices;
let token: string;
let carrier: CarrierBillingClient;
let cash: CashPaymentClient;
let subscription: SubscriptionClient;
beforeAll(async () => {
  services = await startTestServices();
  const baseURL = `${services.url}/subscription`;
  carrier = new CarrierBillingClient({ baseURL });
  cash = new CashPaymentClient({ baseURL });
  subscription = new SubscriptionClient({ baseURL });
  token = (await signIn(services, "registered@shasha.test", seedPassword)).token;
});
afterAll(() => services.close());

describe("carrier billing and cash payments through the adapters", () => {
  test("Jordan's operators, a PIN by SMS, a wrong PIN's tries left, and the order paid on the operator's notification", async () => {
    const ctx = { locale: "en" as const, country: "JO" };
    const contracts = await carrier.countryContracts(ctx, token);
    expect(contracts.operators.map((operator) => operator.code)).toEqual(["JO-ZAIN", "JO-ORANGE", "JO-UMNIAH"]);
    expect(contracts.prices.get("shasha-vip")).toEqual({ minor: 4000, currency: "JOD" });
    const sent = await carrier.subscribe({ productId: "shasha-vip", operatorCode: "JO-ZAIN", msisdn: "+962791234567", idempotencyKey: "contract-0001" }, token, ctx);
    expect(sent).toMatchObject({ pinLength: 4, expiresIn: 120, resendIn: 30 });
    expect(sent.maskedNumber).toMatch(/567$/);
    const pin = (await latestMessage(services, "+962791234567")).code ?? "";
    const wrong = await carrier.activate(sent.orderId, pin === "0000" ? "1111" : "0000", token, ctx).catch((error: unknown) => cardPaymentRefusal(error));
    expect(wrong).toMatchObject({ status: 422, code: "WRONG_PIN", attemptsLeft: 2 });
    expect(await carrier.activate(sent.orderId, pin, token, ctx)).toEqual({ orderId: sent.orderId, status: "PENDING" });
    await expect.poll(async () => (await subscription.order(sent.orderId, token, ctx)).status, { timeout: 5000 }).toBe("PAID");
    expect((await subscription.subscriptionData(token, ctx)).active?.paymentMethod).toEqual({ type: "CARRIER", name: "mobilePay" });
  });

  test("an Egyptian reference, listed and read back; Jordan has no cash payments", async () => {
    const ctx = { locale: "ar" as const, country: "EG" };
    const other = (await signIn(services, "canceled@shasha.test", seedPassword)).token;
    const refused = await cash.generateReference("shasha-vip", "contract-0002", other, { ...ctx, country: "JO" }).catch((error: unknown) => cardPaymentRefusal(error));
    expect(refused).toMatchObject({ code: "METHOD_NOT_AVAILABLE" });
    const fresh = (await signIn(services, "suspended@shasha.test", seedPassword)).token;
    const reference = await cash.generateReference("shasha-vip", "contract-0003", fresh, ctx);
    expect(reference).toMatchObject({ productId: "shasha-vip", amount: { minor: 9900, currency: "EGP" }, status: "UNPAID" });
    expect(reference.encoded).toMatch(/^(?:\d\d)+$/);
    expect((await cash.references(fresh, ctx)).map((each) => each.referenceNumber)).toEqual([reference.referenceNumber]);
    expect((await cash.referenceDetails(reference.referenceNumber, fresh, ctx)).orderId).toBe(reference.orderId);
    const probe = await cash.referenceDetails(reference.referenceNumber, other, ctx).catch((error: unknown) => cardPaymentRefusal(error));
    expect(probe).toMatchObject({ status: 404, code: "REFERENCE_UNKNOWN" });
  });

  test("codes and deals: a voucher's details, a priced deal reserved and read back for the card payment", async () => {
    const codes = new CodesClient({ baseURL: `${services.url}/subscription` });
    const ctx = { locale: "en" as const, country: "JO" };
    const details = await codes.details("vip1 month 0009", undefined, ctx);
    expect(details).toMatchObject({ kind: "VOUCHER", productId: "shasha-vip", periods: 1, redeemable: true });
    const deal = await codes.deal("nomad-customers", undefined, ctx);
    expect(deal.requires).toMatchObject({ kind: "identifier" });
    const offer = deal.offers[0];
    if (!offer) throw new Error("the deal offers no package in Jordan");
    const other = (await signIn(services, "pending@shasha.test", seedPassword)).token;
    const taken = await codes.redeemDeal("nomad-customers", { productId: offer.productId, idempotencyKey: "contract-0004", uniqueIdentifier: "7700000016" }, other, ctx);
    if (taken.kind !== "PRICED") throw new Error("a unique identifier deal reserves a price");
    const reserved = await codes.reserved({ kind: "deal", id: taken.dealRedemptionId }, offer.productId, other, ctx);
    expect(reserved.price).toEqual(offer.price);
  });
});

