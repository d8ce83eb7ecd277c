/**
 * The subscription and pricing service's stand-in (spec 7 "Subscription and pricing", docs/subscription-service.md),
 * mounted on the API listener under `/subscription`. The catalogue is the seed's (services/seed/subscription.json);
 * accounts, sessions and subscriptions are the user service's rows, so every right is decided here.
 */
import type Database from "better-sqlite3";
import type { Route } from "../http/router";
import type { SessionStore } from "../user/sessionStore";
import type { UserStore } from "../user/userStore";
import { createAccountRoutes } from "./accountRoutes";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { createConfigRoutes } from "./configRoutes";
import { createPlanRoutes } from "./planRoutes";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { createTerminationRoutes } from "./terminationRoutes";
import { createTerminationStore } from "./terminationStore";

export type { SubscriptionDeps } from "./subscriptionDeps";

export function createSubscriptionRoutes(deps: SubscriptionDeps): Route[] {
  return [...createConfigRoutes(deps), ...createPlanRoutes(deps), ...createAccountRoutes(deps), ...createTerminationRoutes(deps)];
}

/** The routes over the suite's database, with the seeded catalogue unless another is given (tests). */
export function subscriptionRoutesFor(db: Database.Database, parts: { sessions: SessionStore; users: UserStore; now: () => Date; catalogue?: Catalogue }): Route[] {
  const catalogue = parts.catalogue ?? loadCatalogue();
  return createSubscriptionRoutes({ catalogue, sessions: parts.sessions, users: parts.users, now: parts.now, terminations: createTerminationStore(db) });
}
