/**
 * A subscription's status as read now (spec 3 "Subscription status"): the one place both services decide when a
 * suspended subscription is revoked. A REMOVED subscription (its renewal payment failed) stays parked for
 * `parkingPeriodDays` after its end date, during which it can still be charged again (the carrier's seamless
 * reactivation, a card update) and the viewer is suspended. Past that it reads "Revoked-Churned Involuntary": it no
 * longer counts as suspended, so the viewer is registered (spec 4). Computed at read time from the row, never stored,
 * so no job has to run at the period's end and every reply (the user service's user, the subscription service's
 * subscriptionData) says the same thing at the same moment.
 */
import type { SubscriptionRow } from "./userStore";

export const revokedStatus = "Revoked-Churned Involuntary";

/** Days after its end date during which a REMOVED subscription stays parked (suspended, chargeable again). */
export const parkingPeriodDays = 30;

const dayMs = 86_400_000;

/** The row's status at `now`: its stored one, except a REMOVED row whose parking period is over. */
export function statusAt(row: Pick<SubscriptionRow, "status" | "end_date">, now: Date): string {
  if (row.status !== "REMOVED") return row.status;
  const end = Date.parse(row.end_date);
  // A date the row cannot tell keeps the status it stores: suspended is what the service last decided.
  if (Number.isNaN(end)) return row.status;
  return end + parkingPeriodDays * dayMs < now.getTime() ? revokedStatus : row.status;
}

/** The rows as read at `now` (the same row objects where nothing changed). */
export function subscriptionsAt(rows: readonly SubscriptionRow[], now: Date): SubscriptionRow[] {
  return rows.map((row) => {
    const status = statusAt(row, now);
    return status === row.status ? row : { ...row, status };
  });
}
