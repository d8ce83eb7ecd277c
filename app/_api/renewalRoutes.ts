/**
 * The manage pages' API (issue 29 §3): why the viewer leaves, stop the renewal, renew again, change package (down at
 * the renewal; up now, charged to the saved card at the pricing service's prorated amount, once per idempotency key). Whose subscription it is
 * comes from the session (accountOwner.ts: guests 401, kids profiles 403), never from the request; the subscription
 * service then acts on the token's own account and refuses what that account does not allow (no active subscription,
 * one billed elsewhere, a frozen one). Bodies are checked with zod; the service's refusals become the page's codes.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { cardPaymentRefusal, getServices, type AccountSubscription } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";
import { jsonOf, noStore, payerOf, refuse } from "./accountOwner";

const productId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);
const downgradeBody = z.object({ productId }).strict();
const upgradeBody = z
  .object({ productId, amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }).strict(), idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) })
  .strict();
const reasonBody = z.object({ reasonId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/), comment: z.string().trim().max(500).optional() }).strict();
const emptyBody = z.object({}).strict();

/** The service's refusals the pages have words for. */
const pageCodes: Record<string, string> = {
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
};

function refusalOf(error: unknown, operation: string): NextResponse {
  const refusal = cardPaymentRefusal(error);
  const code = refusal ? pageCodes[refusal.code] : undefined;
  if (refusal && code) return refuse(refusal.status === 400 ? 400 : 409, code);
  if (refusal?.status === 401) return refuse(401, "signed-out");
  log({ level: "error", code: "renewal-failed", operation, error: errorText(error), ...(refusal ? { serviceCode: refusal.code } : {}) });
  return refuse(502, "unavailable");
}

function subscriptionReply(subscription: AccountSubscription): NextResponse {
  return NextResponse.json({ subscription: { productId: subscription.productId, status: subscription.status, endDate: subscription.endDate, nextProductId: subscription.nextSku ?? null } }, { headers: noStore });
}

/** POST /api/subscription/cancel-reason?lang= `{ reasonId, comment? }` */
export async function addCancelReason(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  const body = await jsonOf(request, reasonBody);
  if (!body) return refuse(400, "invalid-request");
  try {
    await getServices().subscription.addTerminationReason(body.reasonId, body.comment || undefined, owner.token, owner.call);
    return NextResponse.json({ ok: true }, { headers: noStore });
  } catch (error) {
    return refusalOf(error, "cancel-reason");
  }
}

/** POST /api/subscription/cancel?lang= `{}`: the renewal stops; active until its end date. */
export async function cancelRenewal(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  if (!(await jsonOf(request, emptyBody))) return refuse(400, "invalid-request");
  try {
    return subscriptionReply(await getServices().subscription.cancelCardSubscription(owner.token, owner.call));
  } catch (error) {
    return refusalOf(error, "cancel");
  }
}

/** POST /api/subscription/resume?lang= `{}`: a canceled subscription renews into its own package again. */
export async function resumeRenewal(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  if (!(await jsonOf(request, emptyBody))) return refuse(400, "invalid-request");
  const subscription = getServices().subscription;
  try {
    const { active } = await subscription.subscriptionData(owner.token, owner.call);
    if (!active) return refuse(409, "no-subscription");
    return subscriptionReply(await subscription.renewCardSubscriptionInto(active.productId, owner.token, owner.call));
  } catch (error) {
    return refusalOf(error, "resume");
  }
}

/** POST /api/subscription/downgrade?lang= `{ productId }`: the package the subscription renews into. */
export async function downgradeAtRenewal(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  const body = await jsonOf(request, downgradeBody);
  if (!body) return refuse(400, "invalid-request");
  try {
    return subscriptionReply(await getServices().subscription.renewCardSubscriptionInto(body.productId, owner.token, owner.call));
  } catch (error) {
    return refusalOf(error, "downgrade");
  }
}

/** POST /api/subscription/upgrade?lang= `{ productId, amount, idempotencyKey }`: up now, the order's state in reply. */
export async function upgradeNow(request: NextRequest): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  const body = await jsonOf(request, upgradeBody);
  if (!body) return refuse(400, "invalid-request");
  try {
    return NextResponse.json(await getServices().subscription.upgradeByCard(body, owner.token, owner.call), { headers: noStore });
  } catch (error) {
    return refusalOf(error, "upgrade");
  }
}
