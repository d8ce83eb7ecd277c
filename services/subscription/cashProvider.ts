/**
 * The subscription service's client of the cash payment provider (like Fawry; services/cashProvider is the local
 * stand-in, docs/cash-payments.md "The provider"): its configuration and the calls the cash routes make to it server
 * to server, `POST /v1/charges` (the order id is the merchant reference, so a retry gets the same reference, never a
 * second one) and `POST /v1/charges/{referenceNumber}/cancel`. Every call has a deadline and its reply is checked with
 * zod; anything else (the network, a timeout, an unexpected status, a malformed reply) is a 502 PROVIDER_FAILED,
 * logged with the operation's name only (a path can hold a reference number, what a customer pays with).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import { describeIssues } from "../http/parseQuery";
import { createCashStore, type CashStore } from "./cashStore";
import { providerFailed } from "./csgProvider";

/** How the suite reaches the cash payment provider. */
export interface CashProviderConfig {
  apiUrl: string;
  apiKey: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  timeoutMs?: number;
}

export type CashProviderClient = ReturnType<typeof createCashProviderClient>;

/**
 * The provider's client, the key its notifications are checked with, and the service's cash tables (cashStore.ts).
 * Without `store` the cash calls answer 503 as without a provider: build the whole with `cashProviderDeps`.
 */
export interface CashProviderDeps {
  client: CashProviderClient;
  hmacKey: string;
  store?: CashStore;
}

/** Everything the cash routes need, over the suite's database. */
export function cashProviderDeps(db: Database.Database, config: CashProviderConfig, fetcher: typeof fetch = fetch): Required<CashProviderDeps> {
  return { client: createCashProviderClient(config, fetcher), hmacKey: config.hmacKey, store: createCashStore(db) };
}

const providerCharge = z.object({
  referenceNumber: z.string().regex(/^\d{6,20}$/),
  merchantRefNumber: z.string().max(64),
  orderStatus: z.enum(["UNPAID", "PAID", "EXPIRED", "CANCELED"]),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  expirationTime: z.number().int().min(0),
  paymentTime: z.number().int().nullable(),
});
export type ProviderCharge = z.output<typeof providerCharge>;

const providerError = z.object({ errorCode: z.string() });

export interface ChargeRequest {
  orderId: string;
  userId: string;
  amount: { value: number; currency: string };
  description: string;
  language: string;
}

/** What the provider did with a cancel: the reference is CANCELED, or was PAID or EXPIRED before. */
export type CancelOutcome = "CANCELED" | "PAID" | "EXPIRED";

const defaultTimeoutMs = 10_000;

export function createCashProviderClient(config: CashProviderConfig, fetcher: typeof fetch = fetch) {
  const base = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;

  /** One call: its status and JSON (undefined when not JSON); the network or the deadline is a 502. */
  async function call(operation: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    try {
      const response = await fetcher(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "x-api-key": config.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      log({ level: "warn", code: "subscription-cash-provider-failed", operation, reason: timedOut ? "timeout" : "network", error: errorText(error) });
      throw providerFailed(timedOut ? "The cash payment provider did not answer in time; try again." : "The cash payment provider could not be reached; try again.");
    }
  }

  function failed(operation: string, reason: string, details: Record<string, unknown> = {}): never {
    log({ level: "warn", code: "subscription-cash-provider-failed", operation, reason, ...details });
    throw providerFailed("The cash payment provider's answer was not understood; try again.");
  }

  function chargeOf(operation: string, json: unknown): ProviderCharge {
    const parsed = providerCharge.safeParse(json);
    return parsed.success ? parsed.data : failed(operation, "invalid-reply", { error: describeIssues(parsed.error) });
  }

  return {
    /** A charge request: the reference number to pay, UNPAID until the provider's notification says otherwise. */
    async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
      const body = { merchantRefNumber: request.orderId, customerProfileId: request.userId, amount: request.amount, description: request.description, language: request.language };
      const reply = await call("create", "/v1/charges", body);
      return reply.status === 200 ? chargeOf("create", reply.json) : failed("create", "status", { status: reply.status });
    },
    /** The merchant's cancel of an unpaid reference (one a newer reference replaces). */
    async cancelCharge(referenceNumber: string): Promise<CancelOutcome> {
      const reply = await call("cancel", `/v1/charges/${encodeURIComponent(referenceNumber)}/cancel`, {});
      if (reply.status === 200) return chargeOf("cancel", reply.json).orderStatus === "CANCELED" ? "CANCELED" : failed("cancel", "not-canceled");
      const code = reply.status === 409 ? providerError.safeParse(reply.json).data?.errorCode : undefined;
      if (code === "reference-paid") return "PAID";
      if (code === "reference-expired") return "EXPIRED";
      return failed("cancel", "status", { status: reply.status });
    },
  };
}
