/**
 * The calls about the caller's own account (spec 7 "Subscription and pricing"):
 * - `GET subscriptionData` (token): the subscriptions and spec 3's derived values;
 * - `GET offer/eligibility?offerId` (token optional): whether the account may take an offer, and why not;
 * - `GET misc/getCrmData` (token): the customer-relationship record (status, package code, country);
 * - `GET infoservice/productContext?productId` (token optional): a product's context and whether the account holds it.
 */
import { HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { canonicalProductId, pricingOf, productById } from "./catalogue";
import { offerEligibility } from "./eligibility";
import { countryOf, languageOf, requiredParam } from "./requestContext";
import { activeRow, isSubscribed, optionalAccount, requireAccount, type Account } from "./subscriber";
import { cashPaymentInstruments, lapseCashSubscriptions } from "./cashSubscriptions";
import { subscriptionData } from "./subscriptionData";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

/** The catalogue id of the account's active subscription, if any. */
function heldProductId(deps: SubscriptionDeps, account: Account | undefined): string | undefined {
  const row = account === undefined ? undefined : activeRow(account.subscriptions);
  return row === undefined ? undefined : canonicalProductId(deps.catalogue, row.sku);
}

/** Spec 7 "Tracking": the customer-engagement tool knows anonymous, registered or subscribed (suspended is registered). */
function crmData(deps: SubscriptionDeps, account: Account) {
  const subscribed = isSubscribed(account.subscriptions);
  const row = activeRow(account.subscriptions);
  const product = row === undefined ? undefined : productById(deps.catalogue, row.sku);
  return {
    userId: account.user.id,
    userStatus: subscribed ? "subscribed" : "registered",
    packageCode: subscribed ? (product?.code ?? null) : null,
    productId: subscribed ? (product?.id ?? null) : null,
    subscriptionStatus: row?.status ?? null,
    country: account.user.country,
  };
}

export function createAccountRoutes(deps: SubscriptionDeps): Route[] {
  const { catalogue } = deps;
  return [
    subscriptionRoute("GET", "/subscriptionData", (request) => {
      const first = requireAccount(deps, request.headers);
      // A cash subscription nobody paid again ends at its end date; read again when one just did.
      const account = lapseCashSubscriptions(deps, first.user.id) ? requireAccount(deps, request.headers) : first;
      return jsonReply({ ...subscriptionData(catalogue, account.subscriptions, deps.now()), userPaymentInstruments: cashPaymentInstruments(deps, account.user.id) });
    }),
    subscriptionRoute("GET", "/offer/eligibility", (request) => {
      const offerId = requiredParam(request, "offerId");
      const offer = catalogue.specialOffers.find((candidate) => candidate.id === offerId);
      if (offer === undefined) throw new HttpError(404, "OFFER_UNKNOWN", `No offer ${offerId}.`);
      const account = optionalAccount(deps, request.headers);
      return jsonReply(offerEligibility(catalogue, offer, account, countryOf(catalogue, request), deps.now()));
    }),
    subscriptionRoute("GET", "/misc/getCrmData", (request) => jsonReply(crmData(deps, requireAccount(deps, request.headers)))),
    subscriptionRoute("GET", "/infoservice/productContext", (request) => {
      const productId = requiredParam(request, "productId");
      const language = languageOf(request);
      const product = productById(catalogue, productId);
      if (product === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${productId}.`);
      const account = optionalAccount(deps, request.headers);
      const pricing = pricingOf(catalogue, product, countryOf(catalogue, request));
      return jsonReply({
        productId: product.id,
        name: product.name[language],
        description: product.description[language],
        code: product.code,
        order: product.order,
        mobileOnly: product.mobileOnly,
        screens: product.screens,
        owned: heldProductId(deps, account) === product.id,
        soldInCountry: pricing !== undefined,
        pricing: pricing ?? null,
      });
    }),
  ];
}
