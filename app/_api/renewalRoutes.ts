/**
 * The manage pages' API (issue 29 §3): why the viewer leaves, stop the renewal, renew again, change package (down at
 * the renewal; up now, charged to the saved card at the pricing service's prorated amount, once per idempotency key). Whose subscription it is
 * comes from the session (accountOwner.ts: guests 401, kids profiles 403), never from the request; the subscription
 * service then acts on the token's own account and refuses what that account does not allow (no active subscription,
 * one billed elsewhere, a frozen one). Card subscriptions renew at the card provider, carrier-billed ones at the operator
 * (tpay/…), the service's own record saying which. Bodies are checked with zod; the service's refusals become the page's codes.
 * A suspended subscription on the phone bill is charged again on its operator contract (seamless reactivation); the
 * page then follows its standing, and the reply that finds it active renews the viewer ticket (as orderState does).
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices, type AccountSubscription } from "@/app/_server/services";
import { viewerCookies, writeCookies } from "@/app/_session/authCookies";
import { deriveViewer } from "@/app/_session/viewer";
import { noStore, ownerWrite, payerOf, refusalReply, refuse, type Payer, type RefusalWords } from "./accountOwner";

const productId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);
const downgradeBody = z.object({ productId }).strict();
const upgradeBody = z
  .object({ productId, amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }).strict(), idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) })
  .strict();
const reasonBody = z.object({ reasonId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/), comment: z.string().trim().max(500).optional() }).strict();
const emptyBody = z.object({}).strict();

/** The service's refusals the pages have words for: a bad reason stays a 400, the rest are 409. */
const refusals: RefusalWords = {
  codes: {
    UNKNOWN_REASON: "unknown-reason",
    NO_ACTIVE_SUBSCRIPTION: "no-subscription",
    NOT_A_CARD_SUBSCRIPTION: "billed-elsewhere",
    SUBSCRIPTION_FROZEN: "frozen",
    SUBSCRIPTION_CANCELED: "canceled",
    NOT_A_DOWNGRADE: "not-a-downgrade",
    NOT_AN_UPGRADE: "not-an-upgrade",
    PRODUCT_UNKNOWN: "product-unavailable",
    NOT_SOLD_IN_COUNTRY: "product-unavailable",
    PRICE_CHANGED: "price-changed",
    NO_SAVED_CARD: "no-saved-card",
    PAYMENT_PENDING: "payment-pending",
    NOT_A_CARRIER_SUBSCRIPTION: "billed-elsewhere",
    NOT_CANCELED: "no-subscription",
  },
  keptStatuses: [400],
  logCode: "renewal-failed",
};

function subscriptionReply(subscription: AccountSubscription): NextResponse {
  return NextResponse.json({ subscription: { productId: subscription.productId, status: subscription.status, endDate: subscription.endDate, nextProductId: subscription.nextSku ?? null } }, { headers: noStore });
}

/** POST /api/subscription/cancel-reason?lang= `{ reasonId, comment? }` */
export function addCancelReason(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: reasonBody, operation: "cancel-reason", refusals }, async (owner, body) => {
    await getServices().subscription.addTerminationReason(body.reasonId, body.comment || undefined, owner.token, owner.call);
    return NextResponse.json({ ok: true }, { headers: noStore });
  });
}

/** The account's active subscription, read from the service (so its gateway is the service's word), or the refusal. */
async function activeOf(owner: Payer): Promise<AccountSubscription | NextResponse> {
  const { active } = await getServices().subscription.subscriptionData(owner.token, owner.call);
  return active ?? refuse(409, "no-subscription");
}

/** POST /api/subscription/cancel?lang= `{}`: the renewal stops; active until its end date. Carrier billing stops at the operator. */
export function cancelRenewal(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: emptyBody, operation: "cancel", refusals }, async (owner) => {
    const active = await activeOf(owner);
    if (active instanceof NextResponse) return active;
    const services = getServices();
    if (active.paymentMethod.name === "mobilePay") return subscriptionReply(await services.carrierBilling.cancel(owner.token, owner.call));
    return subscriptionReply(await services.subscription.cancelCardSubscription(owner.token, owner.call));
  });
}

/** POST /api/subscription/resume?lang= `{}`: a canceled subscription renews into its own package again. */
export function resumeRenewal(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: emptyBody, operation: "resume", refusals }, async (owner) => {
    const active = await activeOf(owner);
    if (active instanceof NextResponse) return active;
    const services = getServices();
    if (active.paymentMethod.name === "mobilePay") return subscriptionReply(await services.carrierBilling.resubscribe(owner.token, owner.call));
    return subscriptionReply(await services.subscription.renewCardSubscriptionInto(active.productId, owner.token, owner.call));
  });
}

/** POST /api/subscription/downgrade?lang= `{ productId }`: the package the subscription renews into. */
export function downgradeAtRenewal(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: downgradeBody, operation: "downgrade", refusals }, async (owner, body) => {
    const active = await activeOf(owner);
    if (active instanceof NextResponse) return active;
    const services = getServices();
    // On the phone bill every change is the tier the operator bills from the next period.
    if (active.paymentMethod.name === "mobilePay") return subscriptionReply(await services.carrierBilling.updateTier(body.productId, owner.token, owner.call));
    return subscriptionReply(await services.subscription.renewCardSubscriptionInto(body.productId, owner.token, owner.call));
  });
}

/** POST /api/subscription/upgrade?lang= `{ productId, amount, idempotencyKey }`: up now, the order's state in reply. */
export function upgradeNow(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: upgradeBody, operation: "upgrade", refusals }, async (owner, body) =>
    NextResponse.json(await getServices().subscription.upgradeByCard(body, owner.token, owner.call), { headers: noStore }),
  );
}

/** The seamless reactivation's refusals: nothing suspended, not on the phone bill, the operator's charge refused. */
const reactivationRefusals: RefusalWords = {
  codes: {
    NOT_SUSPENDED: "not-suspended",
    NOT_A_CARRIER_SUBSCRIPTION: "not-carrier",
    INSUFFICIENT_BALANCE: "insufficient-balance",
    KID_PROFILE_NOT_ALLOWED: "kid-profile",
  },
  keptStatuses: [],
  logCode: "reactivation-failed",
};

const standings = { SUBSCRIBED: "active", SUSPENDED: "suspended", PENDINGACTIVATION: "pending", REGISTERED: "none" } as const;

/**
 * POST /api/subscription/reactivate?lang= `{}`: the suspended carrier subscription's failed renewal charged again
 * (tpay/seamlessReactivate) → `{ status: "PENDING" }`; ACTIVE once the operator's signed notification says it paid.
 */
export function reactivateOnPhoneBill(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: emptyBody, operation: "reactivate", refusals: reactivationRefusals }, async (owner) => {
    const reply = await getServices().carrierBilling.seamlessReactivate(owner.token, owner.call);
    return NextResponse.json({ status: reply.status }, { headers: noStore });
  });
}

/**
 * GET /api/subscription/reactivate?lang=: `{ standing: "active" | "suspended" | "pending" | "none" }` from the
 * service's rows, which the page polls after a reactivation; active, the viewer ticket is renewed in the same reply
 * (userType subscribed: the header, the guards and playback follow without signing out).
 */
export async function reactivationState(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  try {
    const summary = await getServices().subscription.subscriptionData(owner.token, owner.call);
    const standing = summary.active ? "active" : standings[summary.userCalculatedStatus];
    const response = NextResponse.json({ standing }, { headers: noStore });
    if (standing === "active") writeCookies(response.cookies, viewerCookies(await deriveViewer(owner.call, owner.token), owner.token));
    return response;
  } catch (error) {
    return refusalReply(error, reactivationRefusals, "reactivation-state");
  }
}
