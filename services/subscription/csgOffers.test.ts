/**
 * csg/subscribe at a special offer's price (`offerId`): the offer's price for an eligible account, every other case a
 * refusal of its own, and nothing asked of the provider then.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { cardSubscriber, get, newAccount, post, startCsgKit, subscribeBodyOf, type CsgKit } from "./csgTestKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startCsgKit();
});
afterAll(() => csg.close());
beforeEach(() => {
  csg.provider.calls.length = 0;
  csg.provider.authoriseAll();
});

const buy = (token: string, changes: Record<string, unknown>) => post(csg.kit, "/csg/subscribe", subscribeBodyOf(changes), token);
const charged = () => csg.provider.calls.filter((call) => call.path === "/v1/payments").map((call) => call.body);

describe("POST csg/subscribe with an offer", () => {
  test("an account without a subscription pays the welcome offer's price in its country, once", async () => {
    const { token } = newAccount(csg.kit);
    const reply = await buy(token, { offerId: "offer-welcome-vip", amount: { value: 2000, currency: "JOD" } });
    expect(reply.body).toMatchObject({ status: "PENDING" });
    expect(charged()).toEqual([expect.objectContaining({ amount: { value: 2000, currency: "JOD" } })]);
  });

  test("the catalogue's price with an offer, or the offer's without it, is PRICE_CHANGED with the price that applies", async () => {
    const { token } = newAccount(csg.kit);
    expect((await buy(token, { offerId: "offer-welcome-vip" })).body).toMatchObject({ error: { status: 409, code: "PRICE_CHANGED", currentPrice: { value: 2000, currency: "JOD" } } });
    expect((await buy(token, { amount: { value: 2000, currency: "JOD" } })).body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: { value: 4000, currency: "JOD" } } });
    expect(charged()).toEqual([]);
  });

  test("refusals: an unknown offer, another package's, an ended one, one for subscribers, a subscriber, two prices named", async () => {
    const { token } = newAccount(csg.kit);
    const price = { amount: { value: 2000, currency: "JOD" } };
    expect((await buy(token, { ...price, offerId: "offer-made-up" })).body).toMatchObject({ error: { status: 404, code: "OFFER_UNKNOWN" } });
    expect((await buy(token, { ...price, offerId: "offer-sport-launch" })).body).toMatchObject({ error: { status: 409, code: "OFFER_NOT_FOR_PRODUCT" } });
    expect((await buy(token, { ...price, offerId: "offer-summer-2025" })).body).toMatchObject({ error: { code: "OFFER_NOT_ELIGIBLE", reason: "OFFER_INACTIVE" } });
    const ultimate = { productId: "shasha-ultimate", amount: { value: 6650, currency: "JOD" }, offerId: "offer-ultimate-upgrade" };
    expect((await buy(token, ultimate)).body).toMatchObject({ error: { code: "OFFER_NOT_ELIGIBLE", reason: "NOT_SUBSCRIBED" } });
    expect((await buy(token, { ...price, offerId: "offer-welcome-vip", couponId: "c1" })).status).toBe(400);
    const subscriber = cardSubscriber(csg.kit);
    expect((await buy(subscriber.token, { ...price, offerId: "offer-welcome-vip" })).body).toMatchObject({ error: { code: "ALREADY_SUBSCRIBED" } });
    expect(charged()).toEqual([]);
  });
});

describe("GET offers/{offerId}: the payment page's price", () => {
  test("the offer's price for one period, then the package's, in the request's country", async () => {
    const { token } = newAccount(csg.kit);
    const reply = await get(csg.kit, "/offers/offer-welcome-vip?productId=shasha-vip", token);
    expect(reply.body).toEqual({ offerId: "offer-welcome-vip", productId: "shasha-vip", price: { amount: 2000, currency: "JOD" }, regularPrice: { amount: 4000, currency: "JOD" }, periods: 1 });
    const inEgypt = await csg.kit.call("/subscription/offers/offer-welcome-vip?productId=shasha-vip", { headers: { token, country: "EG" } });
    expect(inEgypt.body).toMatchObject({ price: { amount: 4900, currency: "EGP" }, regularPrice: { currency: "EGP" } });
  });

  test("the same refusals as the purchase: no account, another package, a subscriber, an unknown offer", async () => {
    const { token } = newAccount(csg.kit);
    expect((await get(csg.kit, "/offers/offer-welcome-vip?productId=shasha-vip", "")).status).toBe(401);
    expect((await get(csg.kit, "/offers/offer-welcome-vip?productId=shasha-sport", token)).body).toMatchObject({ error: { code: "OFFER_NOT_FOR_PRODUCT" } });
    expect((await get(csg.kit, "/offers/offer-made-up?productId=shasha-vip", token)).body).toMatchObject({ error: { code: "OFFER_UNKNOWN" } });
    const subscriber = cardSubscriber(csg.kit);
    expect((await get(csg.kit, "/offers/offer-welcome-vip?productId=shasha-vip", subscriber.token)).body).toMatchObject({ error: { code: "OFFER_NOT_ELIGIBLE", reason: "ALREADY_SUBSCRIBED" } });
  });
});
