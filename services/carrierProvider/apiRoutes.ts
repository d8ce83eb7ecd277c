/**
 * The carrier provider's server API (the subscription service calls it; no browser does), JSON, every call with
 * `x-api-key` (else 401): contracts created with an `Idempotency-Key`, their PIN sent again and verified, canceled,
 * resumed, moved to another tier and reactivated; with the development routes (devRoutes.ts) a renewal now, a
 * notification again and a look-up by merchant reference. No body is logged: it holds a subscriber's number or a PIN.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { badRequest } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { contractView } from "./charging";
import { changeTier, cancelContract, reactivateContract, resumeContract } from "./contractLifecycle";
import { createContract, requireContract, resendPin, verifyPin } from "./contractFlow";
import { contractFlows } from "./contractStore";
import { carrierIdSchema } from "./notificationSignature";
import { headerValue, requireApiKey, type CarrierContext } from "./providerContext";

const money = z.object({ value: z.number().int().min(0).max(1_000_000_000), currency: z.string().regex(/^[A-Z]{3}$/, "3 capital letters") });

const createBody = z.strictObject({
  merchantReference: carrierIdSchema,
  customerReference: z.string().min(1).max(64),
  productId: carrierIdSchema,
  msisdn: z.string().min(1).max(32),
  operatorCode: z.string().min(1).max(32),
  amount: money,
  language: z.enum(["ar", "en", "fr"]),
  flow: z.enum(contractFlows),
});
type CreateBody = z.output<typeof createBody>;

const verifyBody = z.strictObject({ pin: z.string().regex(/^\d{4}$/, "four digits") });
const tierBody = z.strictObject({ productId: carrierIdSchema, amount: money });

function idempotencyKeyOf(headers: IncomingHttpHeaders): string {
  const key = headerValue(headers, "idempotency-key")?.trim();
  if (key === undefined || key === "" || key.length > 64) throw badRequest("invalid-idempotency-key", "An Idempotency-Key header of 1 to 64 characters is required.");
  return key;
}

/** The same request whatever its keys' order, so a repeat is recognised as the same. */
function requestHash(body: CreateBody): string {
  const fields = [body.merchantReference, body.customerReference, body.productId, body.msisdn, body.operatorCode, body.amount.value, body.amount.currency, body.language, body.flow];
  return createHash("sha256").update(JSON.stringify(fields), "utf8").digest("hex");
}

export function createApiRoutes(context: CarrierContext): Route[] {
  /** `POST /v1/contracts/:contractId/<action>`, keyed, with the contract id from the path. */
  const action = (name: string, run: (contractId: string, request: RouteRequest) => unknown | Promise<unknown>): Route => ({
    method: "POST",
    pattern: `/v1/contracts/:contractId/${name}`,
    handler: async (request) => {
      requireApiKey(context, request.headers);
      return jsonReply(await run(request.params.contractId ?? "", request));
    },
  });
  return [
    {
      method: "POST",
      pattern: "/v1/contracts",
      handler: async (request) => {
        requireApiKey(context, request.headers);
        const key = idempotencyKeyOf(request.headers);
        const body = await readJsonBody(request, createBody);
        return jsonReply(createContract(context, body, key, requestHash(body)));
      },
    },
    {
      method: "GET",
      pattern: "/v1/contracts/:contractId",
      handler: (request) => {
        requireApiKey(context, request.headers);
        return jsonReply(contractView(context, requireContract(context, request.params.contractId ?? "").contract_id));
      },
    },
    action("send-pin", (contractId) => resendPin(context, contractId)),
    action("verify", async (contractId, request) => verifyPin(context, contractId, (await readJsonBody(request, verifyBody)).pin)),
    action("cancel", (contractId) => cancelContract(context, contractId)),
    action("resume", (contractId) => resumeContract(context, contractId)),
    action("tier", async (contractId, request) => changeTier(context, contractId, await readJsonBody(request, tierBody))),
    action("reactivate", (contractId) => reactivateContract(context, contractId)),
  ];
}
