/**
 * The subscription service's client of the mobile carrier billing provider (like TPAY; services/carrierProvider is
 * the local stand-in): its configuration and the calls the tpay routes make to it server to server
 * (docs/carrier-billing.md "The provider's API"). Every call has a deadline and its reply is checked with zod. A
 * refusal the routes can explain (a wrong PIN, a barred number...) is a `CarrierRefusal`; anything else (the network,
 * a timeout, another error status, a malformed reply) is a 502 PROVIDER_FAILED, logged without any body (a number,
 * a PIN).
 */
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { loadCarrierDirectory, type CarrierDirectory } from "../carrierProvider/carrierContracts";
import { HttpError } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";
import { providerContractReply, providerErrorBody, type ProviderContract } from "./tpaySchemas";
import { createTpayStore, type CarrierFlow, type TpayStore } from "./tpayStore";

/** How the suite reaches the carrier billing provider. */
export interface CarrierProviderConfig {
  apiUrl: string;
  apiKey: string;
  /** The notifications' HMAC key, hex. */
  hmacKey: string;
  timeoutMs?: number;
}

export type CarrierProviderClient = ReturnType<typeof createCarrierProviderClient>;

/** The provider's client and the key its notifications are checked with. */
export interface CarrierProviderDeps {
  client: CarrierProviderClient;
  hmacKey: string;
  /**
   * The service's carrier tables (tpayStore.ts), over the suite's database. Absent, the tpay calls answer 503
   * PROVIDER_UNAVAILABLE: `carrierProviderDepsFor` gives them.
   */
  store?: TpayStore;
  /** The country contracts; default the seed's (services/seed/carrierContracts.json). */
  directory?: CarrierDirectory;
}

/** Everything the tpay routes need, over the suite's database (what subscriptionRoutesFor should pass). */
export function carrierProviderDepsFor(db: Database.Database, config: CarrierProviderConfig, fetcher: typeof fetch = fetch): Required<CarrierProviderDeps> {
  return { client: createCarrierProviderClient(config, fetcher), hmacKey: config.hmacKey, store: createTpayStore(db), directory: loadCarrierDirectory() };
}

/** The provider's refusals the routes explain; any other is a 502. */
export const carrierRefusalCodes = [
  "OPERATOR_UNKNOWN",
  "INVALID_MSISDN",
  "MSISDN_BARRED",
  "FRICTIONLESS_UNAVAILABLE",
  "WRONG_PIN",
  "PIN_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "RESEND_TOO_SOON",
  "TOO_MANY_RESENDS",
  "TOO_MANY_PIN_REQUESTS",
  "CONTRACT_NOT_PENDING",
  "CONTRACT_NOT_ACTIVE",
  "CONTRACT_NOT_CANCELED",
  "CONTRACT_NOT_SUSPENDED",
  "PERIOD_ENDED",
] as const;
export type CarrierRefusalCode = (typeof carrierRefusalCodes)[number];

/** A refusal of the provider's, with what it said: the tries left, when to ask again, the contract's state. */
export class CarrierRefusal extends Error {
  readonly code: CarrierRefusalCode;
  readonly attemptsLeft: number | undefined;
  readonly retryIn: number | undefined;
  readonly contractStatus: string | undefined;

  constructor(code: CarrierRefusalCode, details: { attemptsLeft?: number | undefined; retryIn?: number | undefined; contractStatus?: string | undefined }) {
    super(`The carrier billing provider refused: ${code}`);
    this.name = "CarrierRefusal";
    this.code = code;
    this.attemptsLeft = details.attemptsLeft;
    this.retryIn = details.retryIn;
    this.contractStatus = details.contractStatus;
  }
}

export function carrierProviderFailed(message: string): HttpError {
  return new HttpError(502, "PROVIDER_FAILED", message);
}

export interface ContractRequest {
  orderId: string;
  userId: string;
  productId: string;
  msisdn: string;
  operatorCode: string;
  amount: { value: number; currency: string };
  language: "ar" | "en" | "fr";
  flow: CarrierFlow;
}

const isRefusalCode = (code: string): code is CarrierRefusalCode => carrierRefusalCodes.some((known) => known === code);

/** A non-2xx answer: a refusal the routes explain, or a 502. */
function failureOf(path: string, status: number, value: unknown): Error {
  const parsed = providerErrorBody.safeParse(value);
  if (status >= 400 && status < 500 && parsed.success && isRefusalCode(parsed.data.errorCode)) {
    return new CarrierRefusal(parsed.data.errorCode, parsed.data);
  }
  log({ level: "warn", code: "subscription-carrier-provider-failed", path, reason: "status", status, ...(parsed.success ? { errorCode: parsed.data.errorCode } : {}) });
  return carrierProviderFailed(`The carrier billing provider answered ${status}; try again.`);
}

export function createCarrierProviderClient(config: CarrierProviderConfig, fetcher: typeof fetch = fetch) {
  const base = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;

  /** One call; `logPath` names it in the logs without the contract id. */
  async function call(method: "GET" | "POST", path: string, logPath: string, body: unknown, headers: Record<string, string> = {}): Promise<ProviderContract> {
    let response: Response;
    let text: string;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers: { "Content-Type": "application/json", Accept: "application/json", "x-api-key": config.apiKey, ...headers },
        ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      log({ level: "warn", code: "subscription-carrier-provider-failed", path: logPath, reason: timedOut ? "timeout" : "network", error: errorText(error) });
      throw carrierProviderFailed(timedOut ? "The carrier billing provider did not answer in time; try again." : "The carrier billing provider could not be reached; try again.");
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (!response.ok) throw failureOf(logPath, response.status, value);
    const parsed = providerContractReply.safeParse(value);
    if (!parsed.success) {
      log({ level: "warn", code: "subscription-carrier-provider-failed", path: logPath, reason: "invalid-reply", error: describeIssues(parsed.error) });
      throw carrierProviderFailed("The carrier billing provider's reply was not understood; try again.");
    }
    return parsed.data;
  }

  const action = (name: string) => (contractId: string, body: unknown = {}) => call("POST", `/v1/contracts/${encodeURIComponent(contractId)}/${name}`, `/v1/contracts/{id}/${name}`, body);
  return {
    /** A new contract, the order id as its idempotency key and merchant reference: a retry makes no second one. */
    createContract(request: ContractRequest): Promise<ProviderContract> {
      const body = {
        merchantReference: request.orderId,
        customerReference: request.userId,
        productId: request.productId,
        msisdn: request.msisdn,
        operatorCode: request.operatorCode,
        amount: request.amount,
        language: request.language,
        flow: request.flow,
      };
      return call("POST", "/v1/contracts", "/v1/contracts", body, { "Idempotency-Key": request.orderId });
    },
    contract: (contractId: string) => call("GET", `/v1/contracts/${encodeURIComponent(contractId)}`, "/v1/contracts/{id}", undefined),
    sendPin: action("send-pin"),
    verifyPin: (contractId: string, pin: string) => action("verify")(contractId, { pin }),
    cancel: action("cancel"),
    resume: action("resume"),
    changeTier: (contractId: string, tier: { productId: string; amount: { value: number; currency: string } }) => action("tier")(contractId, tier),
    reactivate: action("reactivate"),
  };
}
