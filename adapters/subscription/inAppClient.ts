/**
 * Apple and Google in-app payments as the app sees them (docs/in-app-payments.md; spec 7 "Apple in-app":
 * applePay/…, and googlePlay/… for Google): an order started for a store product, then activated with the store's
 * proof the native app hands the page (Apple's signed transaction, Google's purchase token), which the service verifies
 * with the store before anything is paid. Refusals are read with `cardPaymentRefusal`.
 */
import { z } from "zod";
import type { Platform } from "@/domain/types";
import { createHttpClient, requestBudgetMs, type CallContext, type HttpClient } from "../http/httpClient";
import { cardOrderStatus } from "./wire";

export type Store = "apple" | "google";

const initiatedReply = z.object({ orderId: z.string(), storeProductId: z.string().min(1).max(200), appAccountToken: z.string().uuid() });
const activatedReply = z.object({ orderId: z.string(), status: cardOrderStatus });

export interface InAppOrder {
  orderId: string;
  /** The store's id of the package's product, which the native app buys. */
  storeProductId: string;
  /** The uuid the purchase carries back (Apple appAccountToken; Google obfuscatedExternalAccountId). */
  appAccountToken: string;
}

const prefix: Record<Store, string> = { apple: "/applePay", google: "/googlePlay" };

export class InAppClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
    this.http = createHttpClient({ service: "subscription", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs ?? 3000 });
  }

  /** An order for `productId` in the store of the viewer's native app; the service refuses outside that app. */
  async initiate(store: Store, input: { productId: string; idempotencyKey: string }, platform: Platform, token: string, ctx: CallContext): Promise<InAppOrder> {
    return this.http.send(`${prefix[store]}/initiate`, ctx, {
      method: "POST",
      body: input,
      headers: { country: ctx.country, token, platform },
      schema: initiatedReply,
      timeoutMs: requestBudgetMs,
    });
  }

  /** The store's proof of the purchase, verified by the service with the store: PAID, or a refusal. */
  async activate(store: Store, orderId: string, proof: string, token: string, ctx: CallContext): Promise<{ orderId: string; status: string }> {
    const body = store === "apple" ? { orderId, signedTransaction: proof } : { orderId, purchaseToken: proof };
    return this.http.send(`${prefix[store]}/activate`, ctx, { method: "POST", body, headers: { country: ctx.country, token }, schema: activatedReply, timeoutMs: requestBudgetMs });
  }
}
