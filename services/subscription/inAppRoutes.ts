/**
 * In-app payments (spec 7 "Apple in-app": applePay/initiate, activate, regrade, reactivate, cancel; Google's mirrored
 * under googlePlay/; docs/in-app-payments.md), over the App Store and Google Play (services/storeProvider holds the
 * local stand-ins):
 * - `POST …/initiate` (inAppOrders.ts): a PENDING order and the app account token the native app buys with;
 * - `POST …/activate` (inAppActivate.ts): the store's proof verified with the store, then the order PAID and ACTIVE;
 * - `POST …/regrade`, `…/reactivate`, `…/cancel` (inAppPlan.ts);
 * - `POST …/notifications` (inAppNotifications.ts): the stores' server notifications, no session.
 * Every call answers 503 PROVIDER_UNAVAILABLE when the suite runs without that store. The paid orders show in
 * `csg/orderHistory` and `csg/order/{orderId}` (csgRoutes.ts), as every order does.
 */
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { withDetails } from "./csgOrders";
import { activateApple, activateGoogle } from "./inAppActivate";
import { receiveAppleNotification, receiveGoogleNotification } from "./inAppNotifications";
import { appleKind, googleKind, initiateInApp, type StoreKind } from "./inAppOrders";
import { cancelInApp, reactivateInApp, regradeInApp } from "./inAppPlan";
import type { InAppProviderDeps } from "./inAppProvider";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

type Call = (deps: SubscriptionDeps, inApp: InAppProviderDeps | undefined, kind: StoreKind, request: RouteRequest) => Promise<unknown>;

export function createInAppRoutes(deps: SubscriptionDeps, inApp: InAppProviderDeps | undefined): Route[] {
  const routesOf = (kind: StoreKind, activate: Call, receive: typeof receiveAppleNotification): Route[] => {
    const post = (name: string, run: Call): Route =>
      subscriptionRoute("POST", `/${kind.prefix}/${name}`, withDetails(async (request) => jsonReply(await run(deps, inApp, kind, request))));
    return [
      post("initiate", initiateInApp),
      post("activate", activate),
      post("regrade", regradeInApp),
      post("reactivate", reactivateInApp),
      post("cancel", cancelInApp),
      subscriptionRoute("POST", `/${kind.prefix}/notifications`, (request) => receive(deps, inApp, request)),
    ];
  };
  return [...routesOf(appleKind, activateApple, receiveAppleNotification), ...routesOf(googleKind, activateGoogle, receiveGoogleNotification)];
}
