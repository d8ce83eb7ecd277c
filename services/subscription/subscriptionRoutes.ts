/**
 * The subscription and pricing service's stand-in (spec 7 "Subscription and pricing", docs/subscription-service.md),
 * mounted on the API listener under `/subscription`. The catalogue is the seed's (services/seed/subscription.json);
 * accounts, sessions and subscriptions are the user service's rows, so every right is decided here. Card payments go
 * through the card provider the suite is given (services/cardProvider is the local stand-in).
 */
import type Database from "better-sqlite3";
import { hmacKeyBytes } from "../cardProvider/notificationSignature";
import type { Route } from "../http/router";
import type { SessionStore } from "../user/sessionStore";
import type { UserStore } from "../user/userStore";
import { createAccountRoutes } from "./accountRoutes";
import { createOfferRoutes } from "./csgOffers";
import { createCardSubscriptions } from "./cardSubscriptions";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { createConfigRoutes } from "./configRoutes";
import { createCardProviderClient, type CardProviderConfig } from "./csgProvider";
import { createCsgRoutes } from "./csgRoutes";
import { cashProviderDeps, type CashProviderConfig } from "./cashProvider";
import { createCashRoutes } from "./cashRoutes";
import { carrierProviderDepsFor, type CarrierProviderConfig } from "./tpayProvider";
import { createTpayRoutes } from "./tpayRoutes";
import { inAppProviderDepsFor, type InAppProviderConfig } from "./inAppProvider";
import { createInAppRoutes } from "./inAppRoutes";
import { createCodeRoutes, createCodeStore } from "./codeRoutes";
import { createOrderStore } from "./orderStore";
import { partnerProviderDeps, type PartnerProviderConfig } from "./partnerProvider";
import { createPartnerRoutes } from "./partnerRoutes";
import { createPlanRoutes } from "./planRoutes";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { createTerminationRoutes } from "./terminationRoutes";
import { createTerminationStore } from "./terminationStore";

export type { SubscriptionDeps } from "./subscriptionDeps";
export type { CardProviderConfig } from "./csgProvider";

export function createSubscriptionRoutes(deps: SubscriptionDeps): Route[] {
  const codes = deps.codes === undefined ? [] : createCodeRoutes(deps, deps.codes);
  return [...createConfigRoutes(deps), ...createPlanRoutes(deps), ...createAccountRoutes(deps), ...createTerminationRoutes(deps), ...createCsgRoutes(deps), ...createOfferRoutes(deps), ...createTpayRoutes(deps), ...createCashRoutes(deps), ...createInAppRoutes(deps, deps.inAppProvider), ...codes, ...createPartnerRoutes(deps)];
}

export interface SubscriptionParts {
  sessions: SessionStore;
  users: UserStore;
  now: () => Date;
  catalogue?: Catalogue;
  /** The card payment provider; absent: card payments answer 503 PROVIDER_UNAVAILABLE. */
  cardProvider?: CardProviderConfig;
  /** The mobile carrier billing provider; absent: tpay/… answer 503 PROVIDER_UNAVAILABLE. */
  carrierProvider?: CarrierProviderConfig;
  /** The cash payment provider; absent: cash/… answer 503 PROVIDER_UNAVAILABLE. */
  cashProvider?: CashProviderConfig;
  /** The App Store and Google Play stand-ins (or the stores); absent: applePay/… and googlePlay/… answer 503. */
  inAppProvider?: InAppProviderConfig;
  /** The partner TV providers (Dish, Sling), by partner id; absent: partners/{partner}/authorize, link and notifications answer 503. */
  partnerProvider?: PartnerProviderConfig;
  /** How the provider is reached (tests); default the global fetch. */
  providerFetch?: typeof fetch;
  /** The app's public URL; default `APP_PUBLIC_URL`, else http://localhost:3000 (as services/startServices.ts). */
  appPublicUrl?: string;
}

/** The routes over the suite's database, with the seeded catalogue unless another is given (tests). */
export function subscriptionRoutesFor(db: Database.Database, parts: SubscriptionParts): Route[] {
  const catalogue = parts.catalogue ?? loadCatalogue();
  const provider = parts.cardProvider;
  // A key that is not hex would refuse every notification: it stops the start instead.
  for (const configured of [provider, parts.carrierProvider, parts.cashProvider, ...Object.values(parts.partnerProvider ?? {})]) if (configured !== undefined) hmacKeyBytes(configured.hmacKey);
  const { carrierProvider, cashProvider } = parts;
  return createSubscriptionRoutes({
    catalogue,
    sessions: parts.sessions,
    users: parts.users,
    now: parts.now,
    terminations: createTerminationStore(db),
    orders: createOrderStore(db),
    codes: createCodeStore(db),
    cardSubscriptions: createCardSubscriptions(db),
    ...(provider === undefined ? {} : { cardProvider: { client: createCardProviderClient(provider, parts.providerFetch), hmacKey: provider.hmacKey } }),
    ...(carrierProvider === undefined ? {} : { carrierProvider: carrierProviderDepsFor(db, carrierProvider, parts.providerFetch) }),
    ...(cashProvider === undefined ? {} : { cashProvider: cashProviderDeps(db, cashProvider, parts.providerFetch) }),
    ...(parts.inAppProvider === undefined ? {} : { inAppProvider: inAppProviderDepsFor(db, parts.inAppProvider, parts.providerFetch) }),
    ...(parts.partnerProvider === undefined ? {} : { partnerProvider: partnerProviderDeps(db, parts.partnerProvider, parts.providerFetch) }),
    appPublicUrl: (parts.appPublicUrl ?? process.env.APP_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    inTransaction: (work) => db.transaction(work)(),
  });
}
