/**
 * Coupon and voucher codes and partner deals (spec 3 "Other": deal types, payment methods `coupon` and `voucher`;
 * docs/codes-and-deals.md), under `/subscription`:
 * - `POST codes/details`, `POST codes/redeem` (codeRedeem.ts);
 * - `GET codes/coupons/{couponId}?productId=`, `GET deals/redemptions/{dealRedemptionId}?productId=`: the account's
 *   reserved coupon or deal price in its country, for the payment page;
 * - `GET deals/{dealParam}` (dealLanding.ts), `POST deals/{dealParam}/redeem` (dealRedeem.ts).
 * A coupon's or a deal's reserved price is charged by the card payment (codePricing.ts, for csg/subscribe); a voucher
 * activates at once without a payment. The seed (services/seed/codes.json) is checked against the catalogue here, when
 * the routes are made, so a seed naming a package the catalogue lacks stops the start.
 */
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { withCodeErrors } from "./codeHttp";
import { couponPrice, dealPrice, type ReservedPrice } from "./codePricing";
import { countryOf, requiredParam } from "./requestContext";
import { requireAccount } from "./subscriber";
import { codeDetails, redeemCode } from "./codeRedeem";
import { codeSeedProblems } from "./codeSeed";
import type { CodeStore } from "./codeStore";
import { dealLanding } from "./dealLanding";
import { redeemDeal } from "./dealRedeem";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

export { createCodeStore, type CodeStore } from "./codeStore";
export { codeTables } from "./codeSchema";

/** A reservation's price as the payment page shows it. */
function reservedReply(reserved: ReservedPrice) {
  const { productId, amount, regularAmount, currency, periods } = reserved;
  return { productId, price: { amount, currency }, regularPrice: { amount: regularAmount, currency }, periods };
}

export function createCodeRoutes(deps: SubscriptionDeps, codes: CodeStore): Route[] {
  const problems = codeSeedProblems(codes.seed, deps.catalogue);
  if (problems.length > 0) throw new Error(`The codes seed does not match the catalogue: ${problems.join("; ")}`);
  return [
    subscriptionRoute("POST", "/codes/details", withCodeErrors(async (request) => jsonReply(await codeDetails(deps, codes, request)))),
    subscriptionRoute("POST", "/codes/redeem", withCodeErrors(async (request) => jsonReply(await redeemCode(deps, codes, request)))),
    subscriptionRoute("GET", "/codes/coupons/:couponId", (request) => {
      const account = requireAccount(deps, request.headers);
      const couponId = (request.params.couponId ?? "").slice(0, 64);
      const reserved = couponPrice(deps, codes, account.user.id, couponId, requiredParam(request, "productId"), countryOf(deps.catalogue, request));
      return jsonReply({ couponId, ...reservedReply(reserved) });
    }),
    subscriptionRoute("GET", "/deals/redemptions/:dealRedemptionId", (request) => {
      const account = requireAccount(deps, request.headers);
      const dealRedemptionId = (request.params.dealRedemptionId ?? "").slice(0, 64);
      const reserved = dealPrice(deps, codes, account.user.id, dealRedemptionId, requiredParam(request, "productId"), countryOf(deps.catalogue, request));
      return jsonReply({ dealRedemptionId, ...reservedReply(reserved) });
    }),
    subscriptionRoute("GET", "/deals/:dealParam", (request) => jsonReply(dealLanding(deps, codes, request))),
    subscriptionRoute("POST", "/deals/:dealParam/redeem", withCodeErrors(async (request) => jsonReply(await redeemDeal(deps, codes, request)))),
  ];
}
