import type { Route } from "../http/router";
import type { Catalogue } from "./catalogue";
import type { AccountDeps } from "./subscriber";
import type { TerminationStore } from "./terminationStore";

/** What the subscription routes need: the catalogue, the sessions and accounts, the reasons' table and the clock. */
export interface SubscriptionDeps extends AccountDeps {
  catalogue: Catalogue;
  terminations: TerminationStore;
  now: () => Date;
}

/** A route under the service's prefix, `/subscription`. */
export function subscriptionRoute(method: Route["method"], pattern: string, handler: Route["handler"]): Route {
  return { method, pattern: `/subscription${pattern}`, handler };
}
