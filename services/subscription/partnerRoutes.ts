/**
 * The partners and the partner TV providers' sign-in (spec 1 "partner login", spec 3 payment methods `dish` and
 * `sling`; docs/partner-login.md), under `/subscription`:
 * - `GET partners`, `GET partners/{partnerName}` (partnerCatalogue.ts): the partners, their texts and running deals;
 * - `POST partners/{partner}/authorize`, `POST partners/{partner}/link` (partnerLink.ts): the sign-in and what it grants;
 * - `POST partners/{partner}/notifications` (partnerNotifications.ts): the provider's signed word on a linked customer.
 * The calls that need a provider answer 503 PROVIDER_UNAVAILABLE without it; the lists need none.
 */
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { loadCodeSeed } from "./codeSeed";
import { withDetails } from "./csgOrders";
import { onePartner, partnerList } from "./partnerCatalogue";
import { authorizePartner, linkPartner } from "./partnerLink";
import { receivePartnerNotification } from "./partnerNotifications";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

export function createPartnerRoutes(deps: SubscriptionDeps): Route[] {
  const seed = deps.codes?.seed ?? loadCodeSeed();
  return [
    subscriptionRoute("GET", "/partners", (request) => jsonReply(partnerList(deps, seed, request))),
    subscriptionRoute("GET", "/partners/:partnerName", (request) => jsonReply(onePartner(deps, seed, request))),
    subscriptionRoute("POST", "/partners/:partner/authorize", withDetails(async (request) => jsonReply(await authorizePartner(deps, seed, request)))),
    subscriptionRoute("POST", "/partners/:partner/link", async (request) => jsonReply(await linkPartner(deps, seed, request))),
    subscriptionRoute("POST", "/partners/:partner/notifications", (request) => receivePartnerNotification(deps, seed, request)),
  ];
}
