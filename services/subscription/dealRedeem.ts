/**
 * Partner deals (docs/codes-and-deals.md "Deals"), the landing pages' calls:
 * - `GET deals/{dealParam}` (token optional): the deal, its partner and its packages at the deal's price;
 * - `POST deals/{dealParam}/redeem` `{ productId, idempotencyKey, voucherCode?, uniqueIdentifier?, price? }` (a buyer):
 *   Standard, Discount Deal and deal_with_pricing_plan reserve the deal's price for the card payment (PRICED, like a
 *   coupon; codePricing.ts `dealPrice`); a Voucher Deal activates the partner's voucher (codeVoucher.ts); a Unique
 *   Identifier deal reserves its price for a valid partner identifier not used before.
 * The price is always the service's (dealTerms.ts); a `price` the page sends is only compared, and a difference refused.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { addressOf, alreadySubscribed, codeOf, codeRefusal, codeUnknown, idempotencyKeySchema, keyReused, redemptionReply, typedCodeSchema } from "./codeHttp";
import { identifierHash, type CodeStore, type Redemption } from "./codeStore";
import type { Deal } from "./codeSeedSchema";
import { readCode } from "./codeTerms";
import { activateVoucher } from "./codeVoucher";
import { canonicalProductId } from "./catalogue";
import { DetailedHttpError, readJson } from "./csgOrders";
import { dealHasProduct, dealOffer, dealState, validIdentifier, type DealOffer } from "./dealTerms";
import { countryOf } from "./requestContext";
import { activeRow, type Account, requireAdultAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

const redeemBody = z.strictObject({
  productId: z.string().min(1).max(64),
  idempotencyKey: idempotencyKeySchema,
  voucherCode: typedCodeSchema.optional(),
  uniqueIdentifier: z.string().max(32).optional(),
  /** The price the page showed, only so that a difference is refused. */
  price: z.strictObject({ amount: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
});
type RedeemBody = z.output<typeof redeemBody>;

/** The deal of the path while it runs: 404 DEAL_UNKNOWN, 410 DEAL_ENDED, 409 DEAL_NOT_STARTED. */
export function liveDeal(store: CodeStore, dealParam: string, now: Date): Deal {
  const deal = store.seed.deals.get(dealParam);
  if (deal === undefined) throw new HttpError(404, "DEAL_UNKNOWN", "There is no such deal.");
  const state = dealState(deal, now);
  if (state === "ENDED") throw new HttpError(410, "DEAL_ENDED", "This deal has ended.");
  if (state === "UPCOMING") throw new HttpError(409, "DEAL_NOT_STARTED", "This deal has not started yet.");
  return deal;
}

interface DealCall {
  deps: SubscriptionDeps;
  store: CodeStore;
  request: RouteRequest;
  account: Account;
  deal: Deal;
  offer: DealOffer;
  body: RedeemBody;
  country: string;
}

/** The account's open reservation of the deal priced again, else a new one. */
function reservePrice(call: DealCall, hash?: string): Redemption {
  const { store, account, deal, offer } = call;
  const repricing = { productId: offer.productId, country: call.country, currency: offer.price.currency, amount: offer.price.amount, regularAmount: offer.price.regularAmount, periods: offer.periods };
  const open = store.openDealOf(account.user.id, deal.dealParam);
  if (open !== undefined) {
    store.reprice(open.id, { ...repricing, ...(hash === undefined ? {} : { identifierHash: hash }) });
    return store.ofUser(account.user.id, open.id) ?? open;
  }
  const base = { id: randomUUID(), userId: account.user.id, idempotencyKey: call.body.idempotencyKey, source: "DEAL" as const, kind: "PRICED" as const };
  return store.insert({ ...base, dealParam: deal.dealParam, ...(hash === undefined ? {} : { identifierHash: hash }), ...repricing, status: "RESERVED", at: call.deps.now() });
}

/** A Voucher Deal: the partner's code, of this deal's campaign only; anything else is an unknown code. */
function redeemPartnerVoucher(call: DealCall, campaignId: string): Redemption {
  const { deps, store, account } = call;
  if (call.body.voucherCode === undefined) throw new HttpError(400, "VOUCHER_CODE_REQUIRED", "This deal needs the partner's voucher code.");
  const code = codeOf(call.body.voucherCode);
  const now = deps.now();
  const guess = store.throttle.guess(account.user.id, addressOf(call.request), now);
  const known = readCode({ catalogue: deps.catalogue, store, now, country: call.country, account }, code);
  if (known === undefined || known.campaign.id !== campaignId) throw codeUnknown();
  guess.forgive();
  if (known.reason !== undefined) throw codeRefusal(known.reason);
  if (known.price === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  return activateVoucher(deps, store, { userId: account.user.id, idempotencyKey: call.body.idempotencyKey, code, campaign: known.campaign, price: known.price, country: call.country, dealParam: call.deal.dealParam });
}

/** A Unique Identifier deal: the partner's rule, and each identifier for one account only, used once. */
function redeemWithIdentifier(call: DealCall, deal: Extract<Deal, { dealType: "Unique Identifier deal" }>): Redemption {
  const { store, account } = call;
  if (call.body.uniqueIdentifier === undefined) throw new HttpError(400, "IDENTIFIER_REQUIRED", "This deal needs the partner's customer identifier.");
  const guess = store.throttle.guess(account.user.id, addressOf(call.request), call.deps.now());
  const identifier = validIdentifier(deal.identifier, call.body.uniqueIdentifier);
  if (identifier === undefined) throw new HttpError(422, "IDENTIFIER_INVALID", "This is not a customer identifier of the partner.");
  const hash = identifierHash(deal.dealParam, identifier);
  const taken = store.byIdentifier(deal.dealParam, hash);
  if (taken !== undefined && (taken.user_id !== account.user.id || taken.status !== "RESERVED")) throw new HttpError(409, "IDENTIFIER_USED", "This customer identifier has already been used for this deal.");
  guess.forgive();
  return reservePrice(call, hash);
}

/** The checks every deal type shares, in order, then the type's own redemption. */
export async function redeemDeal(deps: SubscriptionDeps, store: CodeStore, request: RouteRequest) {
  const account = requireAdultAccount(deps, request.headers);
  const body = await readJson(request, redeemBody, 4 * 1024);
  const deal = liveDeal(store, request.params.dealParam ?? "", deps.now());
  const replayed = store.byKey(account.user.id, body.idempotencyKey);
  if (replayed !== undefined) {
    if (replayed.source !== "DEAL" || replayed.deal_param !== deal.dealParam || replayed.product_id !== canonicalProductId(deps.catalogue, body.productId)) throw keyReused();
    return redemptionReply(replayed);
  }
  if (!dealHasProduct(deps.catalogue, deal, body.productId)) throw new HttpError(404, "PRODUCT_NOT_IN_DEAL", "This deal does not offer this package.");
  const country = countryOf(deps.catalogue, request);
  const offer = dealOffer(deps.catalogue, store.seed, deal, body.productId, country);
  if (offer === undefined) throw codeRefusal("NOT_IN_COUNTRY");
  if (activeRow(account.subscriptions) !== undefined) throw alreadySubscribed();
  if (body.price !== undefined && (body.price.amount !== offer.price.amount || body.price.currency !== offer.price.currency)) {
    throw new DetailedHttpError(409, "PRICE_CHANGED", "The deal's price is not the one shown.", { currentPrice: { amount: offer.price.amount, currency: offer.price.currency } });
  }
  const call: DealCall = { deps, store, request, account, deal, offer, body, country };
  if (deal.dealType === "Voucher Deal") return redemptionReply(redeemPartnerVoucher(call, deal.voucherCampaignId));
  if (deal.dealType === "Unique Identifier deal") return redemptionReply(redeemWithIdentifier(call, deal));
  return redemptionReply(reservePrice(call));
}
