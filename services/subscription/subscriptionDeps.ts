import type { Route } from "../http/router";
import type { CardSubscriptions } from "./cardSubscriptions";
import type { CashProviderDeps } from "./cashProvider";
import type { CodeStore } from "./codeStore";
import type { InAppProviderDeps } from "./inAppProvider";
import type { Catalogue } from "./catalogue";
import type { CardProviderClient } from "./csgProvider";
import type { OrderStore } from "./orderStore";
import type { PartnerProviderDeps } from "./partnerProvider";
import type { AccountDeps } from "./subscriber";
import type { TerminationStore } from "./terminationStore";
import type { CarrierProviderDeps } from "./tpayProvider";

/** The card payment provider, when the suite is started with one: its client and the notifications' HMAC key (hex). */
export interface CardProviderDeps {
  client: CardProviderClient;
  hmacKey: string;
}

/** What the subscription routes need: the catalogue, the sessions and accounts, the service's tables and the clock. */
export interface SubscriptionDeps extends AccountDeps {
  catalogue: Catalogue;
  terminations: TerminationStore;
  orders: OrderStore;
  cardSubscriptions: CardSubscriptions;
  /** Absent: the calls that need the provider answer 503 PROVIDER_UNAVAILABLE. */
  cardProvider?: CardProviderDeps;
  /** The mobile carrier billing provider (tpay/…); absent: those calls answer 503 PROVIDER_UNAVAILABLE. */
  carrierProvider?: CarrierProviderDeps;
  /** The cash payment provider (cash/…); absent: those calls answer 503 PROVIDER_UNAVAILABLE. */
  cashProvider?: CashProviderDeps;
  /** The App Store and Google Play (applePay/…, googlePlay/…); a store left out answers 503 PROVIDER_UNAVAILABLE. */
  inAppProvider?: InAppProviderDeps;
  /** The partner TV providers' sign-in (partners/…; docs/partner-login.md); a partner left out answers 503 PROVIDER_UNAVAILABLE. */
  partnerProvider?: PartnerProviderDeps;
  /** Coupon and voucher codes and the partners' deals (codes/…, deals/…; docs/codes-and-deals.md). */
  codes?: CodeStore;
  /** The app's public URL (no trailing slash): its card return page ends a challenge of a payment without the page. */
  appPublicUrl: string;
  /** Runs `work` in one database transaction (all of it or nothing). */
  inTransaction: (work: () => void) => void;
  now: () => Date;
}

/** A route under the service's prefix, `/subscription`. */
export function subscriptionRoute(method: Route["method"], pattern: string, handler: Route["handler"]): Route {
  return { method, pattern: `/subscription${pattern}`, handler };
}
