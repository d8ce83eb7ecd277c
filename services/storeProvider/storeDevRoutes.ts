/**
 * The store stand-ins' development routes, only with `devRoutes`, each with `x-api-key`: what the native app and the
 * viewer do in the store, for the e2e tests' simulated native app.
 * - `POST /dev/purchases` `{ productId (the store's id), appAccountToken (uuid), replaces? }`: a purchase; the reply is
 *   what StoreKit / Play Billing hands the app (Apple `{ signedTransaction, originalTransactionId }`, Google
 *   `{ purchaseToken }`); `replaces` names the group's subscription the viewer already has (an upgrade, a downgrade,
 *   auto-renew turned back on, a resubscription);
 * - `POST /dev/subscriptions/{id}/renew`, `/cancel` (auto-renew off in the store's settings), `/expire`: each queues
 *   its notification; the reply is the purchase reply of the subscription as it then is.
 */
import { z } from "zod";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { buy, cancel, expire, renew, type StoreContext } from "./storeLifecycle";
import type { StoreSubscription } from "./storeRecords";
import { readJsonBody } from "../http/parseJsonBody";
import { requireApiKey } from "./storeServer";

const purchaseBody = z.strictObject({
  productId: z.string().min(1).max(100),
  appAccountToken: z.uuid(),
  replaces: z.string().min(1).max(200).optional(),
});

export function createStoreDevRoutes(context: StoreContext, replyOf: (subscription: StoreSubscription) => unknown): Route[] {
  if (!context.devRoutes) return [];
  const action = (name: string, run: (context: StoreContext, id: string) => StoreSubscription): Route => ({
    method: "POST",
    pattern: `/dev/subscriptions/:id/${name}`,
    handler: (request) => {
      requireApiKey(context.apiKey, request.headers);
      return jsonReply(replyOf(run(context, request.params.id ?? "")));
    },
  });
  return [
    {
      method: "POST",
      pattern: "/dev/purchases",
      handler: async (request) => {
        requireApiKey(context.apiKey, request.headers);
        return jsonReply(replyOf(buy(context, await readJsonBody(request, purchaseBody))));
      },
    },
    action("renew", renew),
    action("cancel", cancel),
    action("expire", expire),
  ];
}
