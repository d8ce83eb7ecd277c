/**
 * Coupon and voucher codes (docs/codes-and-deals.md "Codes"):
 * - `POST codes/details` `{ code }` (token optional): what the code gives and whether this viewer may use it, without
 *   using it. The code travels in the body, never in a URL query, where access logs would keep it.
 * - `POST codes/redeem` `{ code, idempotencyKey }` (a buyer's session): a voucher activates the package at once
 *   (codeVoucher.ts); a coupon reserves its discounted price for the account, which the card payment then charges
 *   (codePricing.ts `couponPrice`).
 * Both are guesses at a secret: each is reserved in the throttle before the code is looked up (codeThrottle.ts) and
 * forgiven when the code is known to the caller.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { RouteRequest } from "../http/router";
import type { LocalizedText } from "../db/localizedText";
import { addressOf, alreadySubscribed, codeOf, codeRefusal, codeUnknown, idempotencyKeySchema, keyReused, redemptionReply, typedCodeSchema } from "./codeHttp";
import type { CodeStore, Redemption } from "./codeStore";
import { readCode, type KnownCode } from "./codeTerms";
import { activateVoucher } from "./codeVoucher";
import { readJson } from "./csgOrders";
import { countryOf, languageOf } from "./requestContext";
import { activeRow, optionalAccount, type Account, requireAdultAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

const detailsBody = z.strictObject({ code: typedCodeSchema });
const redeemBody = z.strictObject({ code: typedCodeSchema, idempotencyKey: idempotencyKeySchema });

/** The code as the caller may know it, the guess charged unless it is known; 404 CODE_UNKNOWN otherwise. */
function knownCode(deps: SubscriptionDeps, store: CodeStore, request: RouteRequest, code: string, account: Account | undefined): KnownCode {
  const now = deps.now();
  const guess = store.throttle.guess(account?.user.id, addressOf(request), now);
  const known = readCode({ catalogue: deps.catalogue, store, now, country: countryOf(deps.catalogue, request), ...(account === undefined ? {} : { account }) }, code);
  if (known === undefined) throw codeUnknown();
  guess.forgive();
  return known;
}

export async function codeDetails(deps: SubscriptionDeps, store: CodeStore, request: RouteRequest) {
  const account = optionalAccount(deps, request.headers);
  const language = languageOf(request);
  const body = await readJson(request, detailsBody, 4 * 1024);
  const known = knownCode(deps, store, request, codeOf(body.code), account);
  const { campaign, product, price, reason } = known;
  const name: LocalizedText = product.name;
  return {
    code: known.code,
    kind: campaign.kind,
    productId: product.id,
    productName: name[language],
    ...(campaign.discount === undefined ? {} : { discount: campaign.discount }),
    periods: campaign.periods,
    validUntil: campaign.validUntil,
    price: price === undefined ? null : { amount: price.amount, currency: price.currency },
    regularPrice: price === undefined ? null : { amount: price.regularAmount, currency: price.currency },
    redeemable: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** A coupon's reservation: the account's open one again (priced for the country now), else a new one. */
function reserveCoupon(deps: SubscriptionDeps, store: CodeStore, account: Account, known: KnownCode, idempotencyKey: string, country: string): Redemption {
  const price = known.price;
  if (price === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  const repricing = { productId: known.product.id, country, currency: price.currency, amount: price.amount, regularAmount: price.regularAmount, periods: known.campaign.periods };
  if (known.own !== undefined) {
    store.reprice(known.own.id, repricing);
    return store.ofUser(account.user.id, known.own.id) ?? known.own;
  }
  return store.insert({
    id: randomUUID(),
    userId: account.user.id,
    idempotencyKey,
    source: "CODE",
    kind: "COUPON",
    code: known.code,
    unique: known.campaign.unique,
    ...repricing,
    status: "RESERVED",
    at: deps.now(),
  });
}

export async function redeemCode(deps: SubscriptionDeps, store: CodeStore, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, redeemBody, 4 * 1024);
  const code = codeOf(body.code);
  const replayed = store.byKey(account.user.id, body.idempotencyKey);
  if (replayed !== undefined) {
    if (replayed.source !== "CODE" || replayed.code !== code) throw keyReused();
    return redemptionReply(replayed);
  }
  const known = knownCode(deps, store, request, code, account);
  if (known.reason === "NOT_ELIGIBLE" && activeRow(account.subscriptions) !== undefined) throw alreadySubscribed();
  if (known.reason !== undefined) throw codeRefusal(known.reason);
  const country = countryOf(deps.catalogue, request);
  if (known.campaign.kind === "COUPON") return redemptionReply(reserveCoupon(deps, store, account, known, body.idempotencyKey, country));
  if (known.price === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  return redemptionReply(activateVoucher(deps, store, { userId: account.user.id, idempotencyKey: body.idempotencyKey, code, campaign: known.campaign, price: known.price, country }));
}
