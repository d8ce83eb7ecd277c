/**
 * A voucher's activation (a voucher code, or a Voucher Deal's partner code): prepaid, so no payment and no provider.
 * In one transaction: an order of the account (`subscription_orders`, amount 0 in the country's currency, payment
 * method `voucher`, PAID at once, so it shows in `csg/orderHistory`), a new ACTIVE subscription from now for the
 * voucher's months (VOUCHER / `voucher`, not renewing) and the redemption row (ACTIVATED) that uses the code up.
 * An account that holds an active subscription is refused (ALREADY_SUBSCRIBED): a voucher never extends one.
 */
import { randomUUID } from "node:crypto";
import { alreadySubscribed } from "./codeHttp";
import type { CodeStore, Redemption } from "./codeStore";
import type { CodePrice } from "./codeTerms";
import type { CodeCampaign } from "./codeSeedSchema";
import { addMonths } from "./proration";
import { activeRow } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

/** How a voucher subscription is paid (spec 3 "Subscription" paymentMethod). */
export const voucherMethod = { type: "VOUCHER", name: "voucher" } as const;

export interface VoucherActivation {
  userId: string;
  idempotencyKey: string;
  code: string;
  campaign: CodeCampaign;
  price: CodePrice;
  country: string;
  /** Through a Voucher Deal's page. */
  dealParam?: string;
}

export function activateVoucher(deps: SubscriptionDeps, store: CodeStore, activation: VoucherActivation): Redemption {
  const { userId, campaign } = activation;
  const now = deps.now();
  const end = addMonths(now, campaign.periods);
  const redemptionId = randomUUID();
  let stored: Redemption | undefined;
  deps.inTransaction(() => {
    // Read again inside the transaction: the account's own rows decide, as they stand when the voucher is spent.
    if (activeRow(deps.users.subscriptions(userId)) !== undefined) throw alreadySubscribed();
    const order = deps.orders.insert({
      id: randomUUID(),
      userId,
      // The order's own key: the page's key names the redemption, and may already name a card purchase of the account.
      idempotencyKey: `voucher-${redemptionId}`,
      productId: campaign.productId,
      amount: 0,
      currency: activation.price.currency,
      billingAddress: undefined,
      at: now,
      paymentMethod: voucherMethod.name,
    });
    deps.orders.markPaid(order.id, null, {}, now);
    deps.cardSubscriptions.add({ userId, sku: campaign.productId, start: now, end, method: voucherMethod });
    stored = store.insert({
      id: redemptionId,
      userId,
      idempotencyKey: activation.idempotencyKey,
      source: activation.dealParam === undefined ? "CODE" : "DEAL",
      kind: "VOUCHER",
      code: activation.code,
      unique: campaign.unique,
      ...(activation.dealParam === undefined ? {} : { dealParam: activation.dealParam }),
      productId: campaign.productId,
      country: activation.country,
      currency: activation.price.currency,
      amount: 0,
      regularAmount: activation.price.regularAmount,
      periods: campaign.periods,
      status: "ACTIVATED",
      orderId: order.id,
      endDate: end.toISOString(),
      at: now,
    });
  });
  if (stored === undefined) throw new Error("The voucher's redemption was not stored.");
  return stored;
}
