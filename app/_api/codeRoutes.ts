/**
 * The code redemption and deal pages' API (issue 29 §2, docs/codes-and-deals.md): what a coupon or voucher code
 * gives, redeeming it, and taking a partner's deal. Only the account's adult owner (accountOwner.ts); the code goes to the service in a body, never in a
 * URL or a log line. Guessing is limited by the service per account and per address (a 429 here). A voucher's order is
 * paid at once: the page follows it (/api/payments/orders/{id}), which renews the viewer's ticket.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import type { CodeDetails } from "@/domain/subscription/codes";
import { formatMoney } from "@/domain/subscription/money";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import { noStore, ownerWrite, type RefusalWords } from "./accountOwner";

/** What a person types: letters, digits, spaces and dashes, Arabic-Indic digits too; the service normalises it. */
const code = z.string().trim().min(1).max(64).regex(/^[\p{L}\p{Nd} -]+$/u);

export const codeBody = z.object({ code }).strict();
const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
export const redeemBody = z.object({ code, idempotencyKey }).strict();
export const dealBody = z
  .object({
    dealParam: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    productId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/),
    idempotencyKey,
    voucherCode: code.optional(),
    /** The partner's customer number: digits, spaces and dashes. */
    uniqueIdentifier: z.string().trim().min(1).max(40).regex(/^[\p{Nd} -]+$/u).optional(),
  })
  .strict();

const refusals: RefusalWords = {
  codes: {
    "invalid-code": "code-unknown",
    CODE_UNKNOWN: "code-unknown",
    ALREADY_REDEEMED: "code-redeemed",
    EXPIRED: "code-expired",
    USED_UP: "code-used-up",
    NOT_IN_COUNTRY: "code-not-in-country",
    NOT_ELIGIBLE: "code-not-eligible",
    ALREADY_SUBSCRIBED: "already-subscribed",
    TOO_MANY_ATTEMPTS: "code-too-many-attempts",
    IDEMPOTENCY_KEY_REUSED: "code-unknown",
    KID_PROFILE_NOT_ALLOWED: "kid-profile",
    DEAL_UNKNOWN: "deal-unknown",
    DEAL_ENDED: "deal-ended",
    DEAL_NOT_STARTED: "deal-not-started",
    PRODUCT_NOT_IN_DEAL: "product-unavailable",
    VOUCHER_CODE_REQUIRED: "code-required",
    IDENTIFIER_REQUIRED: "identifier-invalid",
    IDENTIFIER_INVALID: "identifier-invalid",
    IDENTIFIER_USED: "identifier-used",
    PRICE_CHANGED: "price-changed",
  },
  keptStatuses: [404, 429],
  logCode: "code-redemption-failed",
};

/** What the code gives, in the page's words (plurals need the server's translations). */
export function codeSummary(details: CodeDetails, locale: Locale, country: string): string {
  const t = translator(locale, "blocks");
  const months = t("payments.code.months", { count: details.periods });
  if (details.kind === "VOUCHER") return t("payments.code.voucherGives", { name: details.productName, months });
  if (!details.price || !details.regularPrice) return t("payments.code.couponGivesUnpriced", { name: details.productName, months });
  return t("payments.code.couponGives", { name: details.productName, months, price: formatMoney(details.price, locale, country), regular: formatMoney(details.regularPrice, locale, country) });
}

/** POST /api/codes/details?lang= `{ code }`: what the code gives, with its summary in the page's language. */
export function codeDetails(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: codeBody, operation: "code-details", refusals }, async (owner, body) => {
    const details = await getServices().codes.details(body.code, owner.token, owner.call);
    const { kind, productId, redeemable, reason } = details;
    return NextResponse.json({ kind, productId, redeemable, ...(reason ? { reason } : {}), summary: codeSummary(details, owner.locale, owner.call.country) }, { headers: noStore });
  });
}

/** POST /api/codes/redeem?lang= `{ code, idempotencyKey }` */
export function redeemCode(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: redeemBody, operation: "code-redeem", refusals }, async (owner, body) =>
    NextResponse.json(await getServices().codes.redeem(body.code, body.idempotencyKey, owner.token, owner.call), { headers: noStore }),
  );
}

/** POST /api/deals/redeem?lang= `{ dealParam, productId, idempotencyKey, voucherCode?, uniqueIdentifier? }` */
export function redeemDeal(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: dealBody, operation: "deal-redeem", refusals }, async (owner, body) => {
    const { dealParam, ...input } = body;
    return NextResponse.json(await getServices().codes.redeemDeal(dealParam, input, owner.token, owner.call), { headers: noStore });
  });
}
