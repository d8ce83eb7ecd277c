/**
 * The provider's server API (the subscription service calls it), JSON, every call with `x-api-key`:
 * `POST /v1/payments` (with `Idempotency-Key`), `POST /v1/payments/details`, and with the development defaults
 * `POST /dev/notifications/{pspReference}/resend`.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { badRequest, HttpError, notFound } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { describeIssues } from "../http/parseQuery";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { makePayment, paymentDetails } from "./paymentFlow";
import { headerValue, type ProviderContext } from "./providerContext";

const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** The `x-api-key` header against the key, in constant time; else 401. */
function requireApiKey(context: ProviderContext, headers: IncomingHttpHeaders): void {
  const given = headerValue(headers, "x-api-key");
  if (given === undefined || !timingSafeEqual(sha256(given), sha256(context.apiKey))) {
    throw new HttpError(401, "unauthorized", "A valid x-api-key header is required.");
  }
}

const httpUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an http(s) URL");

const paymentBody = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().min(1).max(80),
  amount: z.object({ value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), currency: z.string().regex(/^[A-Z]{3}$/, "3 capital letters") }),
  paymentMethod: z.object({ token: z.string().min(1).max(200) }),
  returnUrl: httpUrl,
  shopperReference: z.string().min(1).max(256),
  billingAddress: z
    .object({ addressLine1: z.string().max(200), city: z.string().max(100), zip: z.string().max(20), state: z.string().max(100).optional(), country: z.string().regex(/^[A-Z]{2}$/) })
    .optional(),
});

/** The same JSON whatever its keys' order, so a repeat is recognised as the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function idempotencyKeyOf(headers: IncomingHttpHeaders): string {
  const key = headerValue(headers, "idempotency-key")?.trim();
  if (key === undefined || key === "" || key.length > 64) throw badRequest("invalid-idempotency-key", "An Idempotency-Key header of 1 to 64 characters is required.");
  return key;
}

export function createApiRoutes(context: ProviderContext): Route[] {
  const routes: Route[] = [
    {
      method: "POST",
      pattern: "/v1/payments",
      handler: async (request) => {
        requireApiKey(context, request.headers);
        const key = idempotencyKeyOf(request.headers);
        const json = parseJsonBody(await request.readBody(16 * 1024));
        const parsed = paymentBody.safeParse(json);
        if (!parsed.success) throw badRequest("invalid-request", describeIssues(parsed.error));
        const requestHash = sha256(canonicalJson(json)).toString("hex");
        return jsonReply(makePayment(context, parsed.data, key, requestHash));
      },
    },
    {
      method: "POST",
      pattern: "/v1/payments/details",
      handler: async (request) => {
        requireApiKey(context, request.headers);
        const parsed = z.object({ redirectResult: z.string().min(1).max(200) }).safeParse(parseJsonBody(await request.readBody(8 * 1024)));
        if (!parsed.success) throw badRequest("invalid-request", describeIssues(parsed.error));
        return jsonReply(paymentDetails(context, parsed.data.redirectResult));
      },
    },
  ];
  if (context.devRoutes) {
    routes.push({
      method: "POST",
      pattern: "/dev/notifications/:pspReference/resend",
      handler: (request) => {
        requireApiKey(context, request.headers);
        const pspReference = request.params.pspReference ?? "";
        if (!context.outbox.resend(pspReference, Date.now())) throw notFound(`No notification of payment ${pspReference}.`);
        context.kickNotifications();
        return jsonReply({ pspReference, queued: true }, 202);
      },
    });
  }
  return routes;
}
