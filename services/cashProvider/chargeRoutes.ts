/**
 * The cash provider's server API (the subscription service calls it), JSON, every call with `x-api-key`:
 * `POST /v1/charges` (a charge request: a reference number to pay at an outlet), `GET /v1/charges/{referenceNumber}`,
 * `POST /v1/charges/{referenceNumber}/cancel`; and with the development defaults `POST /dev/kiosk/pay` (the customer
 * pays at an outlet) and `POST /dev/notifications/{referenceNumber}/resend`. Contract: docs/cash-payments.md.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { badRequest, HttpError } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { cashPaymentMethods } from "./cashSignature";
import { cancelCharge, createCharge, currentCharge, payCharge, referenceUnknown, wireCharge, type CashProviderContext } from "./chargeFlow";

const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** The `x-api-key` header against the key, in constant time; else 401. */
function requireApiKey(context: CashProviderContext, headers: IncomingHttpHeaders): void {
  const value = headers["x-api-key"];
  const given = Array.isArray(value) ? value[0] : value;
  if (given === undefined || !timingSafeEqual(sha256(given), sha256(context.apiKey))) {
    throw new HttpError(401, "unauthorized", "A valid x-api-key header is required.");
  }
}

const referenceNumber = z.string().regex(/^\d{6,20}$/, "6 to 20 digits");

const chargeBody = z.object({
  merchantRefNumber: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "1 to 64 letters, digits, dots, dashes or underscores"),
  customerProfileId: z.string().min(1).max(64),
  amount: z.object({ value: z.number().int().min(1).max(1_000_000_000), currency: z.string().regex(/^[A-Z]{3}$/, "3 capital letters") }),
  description: z.string().trim().min(1).max(200),
  language: z.enum(["ar", "en", "fr"]),
});

const payBody = z.object({ referenceNumber, paymentMethod: z.enum(cashPaymentMethods).default("PAYATFAWRY") });

/** The path's reference number; a malformed one is unknown (404), as any other it does not know. */
function referenceOf(request: RouteRequest): string {
  const value = request.params.referenceNumber ?? "";
  if (!referenceNumber.safeParse(value).success) throw referenceUnknown();
  return value;
}

/** The same request whatever its keys' order, so a repeat is recognised as the same. */
function requestHashOf(body: z.output<typeof chargeBody>): string {
  const { merchantRefNumber, customerProfileId, amount, description, language } = body;
  return sha256(JSON.stringify([merchantRefNumber, customerProfileId, amount.value, amount.currency, description, language])).toString("hex");
}

function devRoutes(context: CashProviderContext): Route[] {
  return [
    {
      method: "POST",
      pattern: "/dev/kiosk/pay",
      handler: async (request) => {
        requireApiKey(context, request.headers);
        const body = await readJsonBody(request, payBody);
        return jsonReply(wireCharge(payCharge(context, body.referenceNumber, body.paymentMethod)));
      },
    },
    {
      method: "POST",
      pattern: "/dev/notifications/:referenceNumber/resend",
      handler: (request) => {
        requireApiKey(context, request.headers);
        const reference = referenceOf(request);
        if (!context.outbox.resend(reference, Date.now())) throw new HttpError(404, "notification-unknown", "This reference has no notification to send again.");
        context.kickNotifications();
        return jsonReply({ referenceNumber: reference, queued: true }, 202);
      },
    },
  ];
}

export function createChargeRoutes(context: CashProviderContext): Route[] {
  const routes: Route[] = [
    {
      method: "POST",
      pattern: "/v1/charges",
      handler: async (request) => {
        requireApiKey(context, request.headers);
        const body = await readJsonBody(request, chargeBody);
        // Like Fawry: Egyptian pounds only.
        if (body.amount.currency !== "EGP") throw badRequest("currency-unsupported", "Only EGP can be paid in cash.");
        return jsonReply(wireCharge(createCharge(context, body, requestHashOf(body))));
      },
    },
    {
      method: "GET",
      pattern: "/v1/charges/:referenceNumber",
      handler: (request) => {
        requireApiKey(context, request.headers);
        const row = currentCharge(context, referenceOf(request));
        if (row === undefined) throw referenceUnknown();
        return jsonReply(wireCharge(row));
      },
    },
    {
      method: "POST",
      pattern: "/v1/charges/:referenceNumber/cancel",
      handler: (request) => {
        requireApiKey(context, request.headers);
        return jsonReply(wireCharge(cancelCharge(context, referenceOf(request))));
      },
    },
  ];
  return context.devRoutes ? [...routes, ...devRoutes(context)] : routes;
}
