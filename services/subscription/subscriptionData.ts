/**
 * The account's subscriptions with spec 3's derived values: the latest subscription, the product id, sku, start and
 * end dates, status, payment method type and name, the coupon flag and the renewal frequency. Derived from the
 * active subscription (spec 3), else the latest. Old skus map onto the catalogue ('shasha-plus-monthly' is
 * shasha-vip); a sku the catalogue does not know keeps its own id. The rows are read at `now`
 * (services/user/subscriptionStatus.ts): a REMOVED subscription past its parking period reads
 * "Revoked-Churned Involuntary" and the account is then REGISTERED, as the user service says too.
 */
import { subscriptionsAt } from "../user/subscriptionStatus";
import { calculatedStatus } from "../user/wireUser";
import type { SubscriptionRow } from "../user/userStore";
import { canonicalProductId, productById, renewalFrequencyOf, type Catalogue } from "./catalogue";
import { activeRow, latestRow } from "./subscriber";

export function wireSubscription(catalogue: Catalogue, row: SubscriptionRow) {
  const product = productById(catalogue, row.sku);
  return {
    sku: row.sku,
    productId: canonicalProductId(catalogue, row.sku),
    ovpSku: product?.ovpSku ?? row.sku,
    purchaseType: row.purchase_type,
    subscriptionStatus: row.status,
    nextSku: row.next_sku,
    startDate: row.start_date,
    endDate: row.end_date,
    frequencyType: product === undefined ? null : renewalFrequencyOf(product.pricingPlanDuration),
    coupon: row.payment_method_name === "coupon",
    paymentMethod: { paymentMethodType: row.payment_method_type, paymentMethodName: row.payment_method_name },
  };
}
export type WireSubscription = ReturnType<typeof wireSubscription>;

export function subscriptionData(catalogue: Catalogue, stored: readonly SubscriptionRow[], now: Date = new Date()) {
  const rows = subscriptionsAt(stored, now);
  const active = activeRow(rows);
  const latest = latestRow(rows);
  const current = active ?? latest;
  const wire = current === undefined ? undefined : wireSubscription(catalogue, current);
  return {
    userCalculatedStatus: calculatedStatus(rows),
    subscriptions: rows.map((row) => wireSubscription(catalogue, row)),
    activeSubscription: active === undefined ? null : wireSubscription(catalogue, active),
    latestSubscription: latest === undefined ? null : wireSubscription(catalogue, latest),
    productId: wire?.productId ?? null,
    sku: wire?.sku ?? null,
    startDate: wire?.startDate ?? null,
    endDate: wire?.endDate ?? null,
    status: wire?.subscriptionStatus ?? null,
    paymentMethodType: wire?.paymentMethod.paymentMethodType ?? null,
    paymentMethodName: wire?.paymentMethod.paymentMethodName ?? null,
    coupon: wire?.coupon ?? false,
    renewalFrequency: wire?.frequencyType ?? null,
  };
}
