/**
 * The manage pages' API (issue 29 §3): why the viewer leaves, stop the renewal, renew again. Whose subscription it is
 * comes from the session (accountOwner.ts: guests 401, kids profiles 403), never from the request; the subscription
 * service then acts on the token's own account and refuses what that account does not allow (no active subscription,
 * one billed elsewhere, a frozen one). Bodies are checked with zod; the service's refusals become the page's codes.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { cardPaymentRefusal, getServices, type AccountSubscription } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";
import { jsonOf, noStore, payerOf, refuse } from "./accountOwner";

const reasonBody = z.object({ reasonId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/), comment: z.string().trim().max(500).optional() }).strict();
const emptyBody = z.object({}).strict();

/** The service's refusals the pages have words for. */
const pageCodes: Record<string, string> = {
  UNKNOWN_REASON: "unknown-reason",
  NO_ACTIVE_SUBSCRIPTION: "no-subscription",
  NOT_A_CARD_SUBSCRIPTION: "billed-elsewhere",
  SUBSCRIPTION_FROZEN: "frozen",
  SUBSCRIPTION_CANCELED: "canceled",
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
