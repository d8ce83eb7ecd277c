/**
 * Mobile carrier billing (spec 7 "Mobile billing": tpay/…, docs/carrier-billing.md), over the carrier billing
 * provider (services/carrierProvider is the local stand-in):
 * - `GET tpay/countryContracts` (tpayContracts.ts): the country's operators and the packages they bill;
 * - `POST tpay/subscribe`, `tpay/frictionless/subscribe`, `tpay/frictionless/sendPinCode` (tpaySubscribe.ts);
 * - `POST tpay/sendPinCode`, `tpay/activate`, `tpay/frictionless/activate` (tpayPin.ts);
 * - `POST tpay/notifications` (tpayNotifications.ts): the provider's signed word, the only one that makes an order PAID;
 * - `POST tpay/cancel`, `tpay/resubscribe`, `tpay/updateSubscriptionTier`, `tpay/seamlessReactivate` (tpayPlan.ts).
 * Every call answers 503 PROVIDER_UNAVAILABLE when the suite runs without the provider. The paid orders show in
 * `csg/orderHistory` and `csg/order/{orderId}` (csgRoutes.ts), as every order does.
 */
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { withDetails } from "./csgOrders";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";
import { countryContracts } from "./tpayContracts";
import { receiveCarrierNotification } from "./tpayNotifications";
import { activateCarrierOrder, sendCarrierPin } from "./tpayPin";
import { cancelCarrierSubscription, reactivateCarrier, resubscribeCarrier, updateCarrierTier } from "./tpayPlan";
import { sendFrictionlessPin, subscribeByCarrier, subscribeFrictionless } from "./tpaySubscribe";

export function createTpayRoutes(deps: SubscriptionDeps): Route[] {
  const post = (path: string, run: (d: SubscriptionDeps, request: Parameters<Route["handler"]>[0]) => Promise<unknown>): Route =>
    subscriptionRoute("POST", `/tpay/${path}`, withDetails(async (request) => jsonReply(await run(deps, request))));
  return [
    subscriptionRoute("GET", "/tpay/countryContracts", (request) => countryContracts(deps, request)),
    post("subscribe", subscribeByCarrier),
    post("frictionless/subscribe", subscribeFrictionless),
    post("frictionless/sendPinCode", sendFrictionlessPin),
    post("sendPinCode", sendCarrierPin),
    post("activate", activateCarrierOrder),
    post("frictionless/activate", activateCarrierOrder),
    subscriptionRoute("POST", "/tpay/notifications", (request) => receiveCarrierNotification(deps, request)),
    post("cancel", cancelCarrierSubscription),
    post("resubscribe", resubscribeCarrier),
    post("updateSubscriptionTier", updateCarrierTier),
    post("seamlessReactivate", reactivateCarrier),
  ];
}
