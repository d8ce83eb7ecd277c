/**
 * The carrier provider's development routes, only with `devRoutes` (the development defaults), each with `x-api-key`:
 * - `POST /dev/contracts/{contractId}/renew`: bills the contract's next period now (its outcome follows the test
 *   numbers), the tests' way to make a renewal happen;
 * - `POST /dev/contracts/{contractId}/resend`: the contract's latest notification queued again, the same body;
 * - `GET /dev/contracts?merchantReference=`: the contracts an order made (a test knows its order, not the contract).
 */
import { badRequest, notFound } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { contractView } from "./charging";
import { renewContract } from "./contractLifecycle";
import { requireContract } from "./contractFlow";
import { requireApiKey, type CarrierContext } from "./providerContext";

export function createDevRoutes(context: CarrierContext): Route[] {
  if (!context.devRoutes) return [];
  return [
    {
      method: "POST",
      pattern: "/dev/contracts/:contractId/renew",
      handler: (request) => {
        requireApiKey(context, request.headers);
        return jsonReply(renewContract(context, request.params.contractId ?? ""));
      },
    },
    {
      method: "POST",
      pattern: "/dev/contracts/:contractId/resend",
      handler: (request) => {
        requireApiKey(context, request.headers);
        const contract = requireContract(context, request.params.contractId ?? "");
        if (!context.notifications.resendLatest(contract.contract_id, Date.now())) throw notFound("The contract has no notification yet.");
        context.kickNotifications();
        return jsonReply({ contractId: contract.contract_id, queued: true }, 202);
      },
    },
    {
      method: "GET",
      pattern: "/dev/contracts",
      handler: (request) => {
        requireApiKey(context, request.headers);
        const reference = request.query.get("merchantReference")?.trim() ?? "";
        if (reference === "" || reference.length > 64) throw badRequest("invalid-query", "`merchantReference` is required (at most 64 characters).");
        return jsonReply({ contracts: context.contracts.byMerchantReference(reference).map((contract) => contractView(context, contract.contract_id)) });
      },
    },
  ];
}
