/**
 * Buying a package at a special offer's price (spec 3 "Subscription configuration": special offers; spec 2
 * `/hub/offer/{offerParam}`): `csg/subscribe` with `offerId`. The offer must be one of the catalogue's, for this
 * package, and the account eligible for it now (eligibility.ts, the rule `offer/eligibility` answers with); its price
 * in the country's currency is what is charged for the first period, never the page's.
 * `GET offers/{offerId}?productId=` prices it for the payment page by the same rule (the account's, in its country):
 * the first period at the offer's price, then the package's usual one.
 */
import { DetailedHttpError, withDetails } from "./csgOrders";
import { HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { currencyOf, productById, type CatalogueProduct } from "./catalogue";
import { countryOf, requiredParam } from "./requestContext";
import { requireAccount } from "./subscriber";
import { subscriptionRoute } from "./subscriptionDeps";
import { offerEligibility } from "./eligibility";
import type { Account } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

export function offerCharge(
  deps: SubscriptionDeps,
  account: Account,
  offerId: string,
  product: CatalogueProduct,
  country: string,
): { amount: number; currency: string } {
  const offer = deps.catalogue.specialOffers.find(
    (candidate) => candidate.id === offerId,
  );
  if (offer === undefined)
    throw new HttpError(
      404,
      "OFFER_UNKNOWN",
      `No offer ${offerId.slice(0, 64)}.`,
    );
  if (offer.productId !== product.id)
    throw new HttpError(
      409,
      "OFFER_NOT_FOR_PRODUCT",
      `${offer.id} is not an offer on ${product.id}.`,
    );
  const { eligible, reason } = offerEligibility(
    deps.catalogue,
    offer,
    account,
    country,
    deps.now(),
  );
  if (!eligible)
    throw new DetailedHttpError(
      409,
      "OFFER_NOT_ELIGIBLE",
      `This account may not take ${offer.id} now.`,
      { reason },
    );
  const currency = currencyOf(deps.catalogue, country);
  const amount = offer.prices[currency];
  // eligibility.ts refuses an offer without a price in the country's currency (NOT_AVAILABLE_IN_COUNTRY): a guard.
  if (amount === undefined)
    throw new DetailedHttpError(
      409,
      "OFFER_NOT_ELIGIBLE",
      `${offer.id} has no price in ${currency}.`,
      { reason: "NOT_AVAILABLE_IN_COUNTRY" },
    );
  return { amount, currency };
}

/** The payment page's price of an offer for the account: one period at the offer's price, its package's usual price after. */
export function createOfferRoutes(deps: SubscriptionDeps): Route[] {
  return [
    subscriptionRoute(
      "GET",
      "/offers/:offerId",
      withDetails((request) => {
        const account = requireAccount(deps, request.headers);
        const offerId = (request.params.offerId ?? "").slice(0, 64);
        const productId = requiredParam(request, "productId");
        const product = productById(deps.catalogue, productId);
        if (product === undefined)
          throw new HttpError(
            404,
            "PRODUCT_UNKNOWN",
            `No product ${productId.slice(0, 64)}.`,
          );
        const country = countryOf(deps.catalogue, request);
        const { amount, currency } = offerCharge(
          deps,
          account,
          offerId,
          product,
          country,
        );
        const regularAmount = product.prices[currency] ?? amount;
        return jsonReply({
          offerId,
          productId,
          price: { amount, currency },
          regularPrice: { amount: regularAmount, currency },
          periods: 1,
        });
      }),
    ),
  ];
}
