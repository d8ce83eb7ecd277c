/**
 * The card payment provider as the subscription service calls it (services/cardProvider is the local stand-in; the
 * contract is Adyen's Checkout API): `POST /v1/payments` with the order id as its `Idempotency-Key` (the same key and
 * body give the same reply and never a second charge) and `POST /v1/payments/details` after a 3-D Secure challenge.
 * Every call has a deadline and its reply is checked with zod; anything else (the network, a timeout, an error status,
 * a malformed reply) is a 502 PROVIDER_FAILED, logged without the card token.
 */
import type { z } from "zod";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";
import { providerDetailsReply, providerPaymentReply, type BillingAddress, type ProviderPaymentReply } from "./csgSchemas";

/** What the suite is started with (services/startServices.ts) to reach the provider and check its notifications. */
export interface CardProviderConfig {
  apiUrl: string;
  apiKey: string;
  /** The notifications' HMAC key, in hex. */
  hmacKey: string;
  /** The deadline of one call; default 10 s. */
  timeoutMs?: number;
}

export const merchantAccount = "ShashaWeb";
const defaultTimeoutMs = 10_000;

export interface PaymentRequest {
  orderId: string;
  amount: { value: number; currency: string };
  token: string;
  returnUrl: string;
  userId: string;
  billingAddress: BillingAddress | undefined;
}

export type ProviderDetailsReply = z.output<typeof providerDetailsReply>;

export interface CardProviderClient {
  payment(request: PaymentRequest): Promise<ProviderPaymentReply>;
  paymentDetails(redirectResult: string): Promise<ProviderDetailsReply>;
}

export function providerFailed(message: string): HttpError {
  return new HttpError(502, "PROVIDER_FAILED", message);
}

export function createCardProviderClient(config: CardProviderConfig, fetchImpl: typeof fetch = fetch): CardProviderClient {
  const base = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;

  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>, headers: Record<string, string>): Promise<T> {
    let response: Response;
    let text: string;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetchImpl(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "x-api-key": config.apiKey, ...headers },
        body: JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      log({ level: "warn", code: "subscription-provider-failed", path, reason: timedOut ? "timeout" : "network", error: errorText(error) });
      throw providerFailed(timedOut ? "The card provider did not answer in time; try again." : "The card provider could not be reached; try again.");
    }
    if (!response.ok) {
      log({ level: "warn", code: "subscription-provider-failed", path, reason: "status", status: response.status });
      throw providerFailed(`The card provider answered ${response.status}; try again.`);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      log({ level: "warn", code: "subscription-provider-failed", path, reason: "invalid-reply", error: describeIssues(parsed.error) });
      throw providerFailed("The card provider's reply was not understood; try again.");
    }
    return parsed.data;
  }

  return {
    payment(request) {
      const body = {
        merchantAccount,
        reference: request.orderId,
        amount: request.amount,
        paymentMethod: { token: request.token },
        returnUrl: request.returnUrl,
        shopperReference: request.userId,
        ...(request.billingAddress === undefined ? {} : { billingAddress: request.billingAddress }),
      };
      return post("/v1/payments", body, providerPaymentReply, { "Idempotency-Key": request.orderId });
    },
    paymentDetails(redirectResult) {
      return post("/v1/payments/details", { redirectResult }, providerDetailsReply, {});
    },
  };
}
