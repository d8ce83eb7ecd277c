/**
 * Termination reasons (spec 7 `addTerminationReasons`, the cancel flow's /user/cancelSubscription/selectReason):
 * - `GET addTerminationReasons?language`: the reasons, in the language;
 * - `POST addTerminationReasons` (token) `{ reasonId, comment? }`: stores why the account is leaving, with the
 *   package it holds. Only an account with an active subscription has one to leave (403 NO_ACTIVE_SUBSCRIPTION).
 */
import { z } from "zod";
import { badRequest, HttpError } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { canonicalProductId } from "./catalogue";
import { languageOf } from "./requestContext";
import { activeRow, requireAdultAccount } from "./subscriber";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

const terminationBody = z.object({
  reasonId: z.string().min(1).max(64),
  comment: z.string().max(500).optional(),
});

export function createTerminationRoutes(deps: SubscriptionDeps): Route[] {
  const { catalogue } = deps;
  return [
    subscriptionRoute("GET", "/addTerminationReasons", (request) => {
      const language = languageOf(request);
      return jsonReply({ reasons: catalogue.terminationReasons.map((reason) => ({ id: reason.id, label: reason.label[language] })) });
    }),
    subscriptionRoute("POST", "/addTerminationReasons", async (request) => {
      const account = requireAdultAccount(deps, request.headers);
      const { reasonId, comment: said } = await readJsonBody(request, terminationBody);
      if (!catalogue.terminationReasons.some((reason) => reason.id === reasonId)) throw badRequest("UNKNOWN_REASON", `No termination reason ${reasonId}.`);
      const row = activeRow(account.subscriptions);
      if (row === undefined) throw new HttpError(403, "NO_ACTIVE_SUBSCRIPTION", "This account has no active subscription to leave.");
      const comment = said?.trim() || undefined;
      const id = deps.terminations.add({ userId: account.user.id, reasonId, comment, productId: canonicalProductId(catalogue, row.sku), at: deps.now() });
      return jsonReply({ ok: true, id });
    }),
  ];
}
