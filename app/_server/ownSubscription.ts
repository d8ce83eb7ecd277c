/**
 * The account's own subscription for the manage pages (domain/subscription/ownSubscription.ts), from the subscription
 * service: its rows (subscriptionData), the names and prices of its package and of the one it renews into
 * (productContext, in the viewer's language and country), and the saved card (retrieveWallet). A missing name or card
 * is left out rather than failing the page (spec 8: product contexts fail silently); the rows themselves must answer.
 */

import { isPaymentMethodName } from "@/domain/subscription/paymentMethods";
import { suspendedStanding, type OwnCard, type OwnPackage, type OwnPayment, type SubscriptionStanding } from "@/domain/subscription/ownSubscription";
import { errorText, log } from "@/ops/log";
import { defaultCountry, getServices, type AccountSubscription, type CallContext, type PaymentInstrument, type SubscriptionSummary } from "./services";

const ownCard = (card: PaymentInstrument): OwnCard => ({ issuer: card.issuer, last4: card.last4, expiry: card.expiry });

function cardOf(wallet: readonly PaymentInstrument[]): OwnCard | undefined {
  const [card] = wallet;
  return card === undefined ? undefined : ownCard(card);
}

/** The account's saved cards, the default first; a failure is the caller's (the card page reports it, never "no card"). */
export async function ownCards(token: string, call: CallContext): Promise<OwnCard[]> {
  return (await getServices().subscription.wallet(token, call)).map(ownCard);
}

async function ownPackage(productId: string, token: string, call: CallContext): Promise<OwnPackage> {
  const context = await getServices().subscription.productContext(productId, call, token);
  return { id: productId, name: context?.name ?? productId, price: context?.price };
}

async function walletOf(token: string, call: CallContext): Promise<PaymentInstrument[]> {
  try {
    return await getServices().subscription.wallet(token, call);
  } catch (error) {
    log({ level: "warn", code: "wallet-failed", error: errorText(error) });
    return [];
  }
}

async function activeStanding(active: AccountSubscription, token: string, call: CallContext): Promise<SubscriptionStanding> {
  if (active.status !== "ACTIVE" && active.status !== "ACTIVE_CANCELED" && active.status !== "ACTIVE_FREEZE") return { kind: "none" };
  const byCard = active.paymentMethod.name === "creditCard";
  const [current, next, wallet] = await Promise.all([
    ownPackage(active.productId, token, call),
    active.nextSku === undefined || active.nextSku === active.sku ? undefined : ownPackage(active.nextSku, token, call),
    byCard ? walletOf(token, call) : [],
  ]);
  return {
    kind: "active",
    status: active.status,
    current,
    next,
    endDate: active.endDate,
    paymentMethod: isPaymentMethodName(active.paymentMethod.name) ? active.paymentMethod.name : undefined,
    card: cardOf(wallet),
    country: call.country || defaultCountry,
  };
}

export async function ownSubscription(token: string, call: CallContext): Promise<SubscriptionStanding> {
  const summary: SubscriptionSummary = await getServices().subscription.subscriptionData(token, call);
  if (summary.active) return activeStanding(summary.active, token, call);
  if (summary.userCalculatedStatus === "SUSPENDED") return suspendedStanding(summary.latest);
  if (summary.userCalculatedStatus === "PENDINGACTIVATION") return { kind: "pending" };
  return { kind: "none" };
}

/** The account's card payments, newest first, as the transaction history shows them. */
export async function ownPayments(token: string, call: CallContext): Promise<OwnPayment[]> {
  const orders = await getServices().subscription.orderHistory(token, call);
  return orders.map((order) => {
    const { issuer, last4 } = order.paymentMethod;
    return { orderId: order.orderId, productId: order.productId, amount: order.amount, status: order.status, at: order.paidAt ?? order.createdAt, card: issuer && last4 ? { issuer, last4 } : undefined };
  });
}
