/**
 * The partner sign-in routes in-process for their tests, with the real providers' stand-in (services/partnerProvider)
 * on a free port of 127.0.0.1: the subscription kit's database, seeded accounts and sessions (testKit.ts), one
 * settable clock for the service and the stand-in, the subscription routes with the partner providers wired, and a
 * small listener on 127.0.0.1 through which the stand-in's notifications reach those routes. `signIn` is the whole
 * browser trip: authorize here, the provider's page, its redirect's code and state. Nothing leaves the machine.
 */
import { z } from "zod";
import { createRouter } from "../http/router";
import { codeOf, kitPartnerClients, kitRedirectUri, signInAt, startPartnerProviderKit } from "../partnerProvider/partnerProviderTestKit";
import { partnerNotificationPath, type PartnerProviderId } from "../partnerProvider/partnerProviderSettings";
import { createUserSessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { newAccount } from "./csgTestKit";
import type { PartnerClientConfig, PartnerProviderConfig } from "./partnerProvider";
import { subscriptionRoutesFor } from "./subscriptionRoutes";
import { startRouteBridge, startSubscriptionKit } from "./testKit";

export const authorizeReplySchema = z.object({ authorizeUrl: z.string(), state: z.string() });


/** `configure`: the service's configuration from the stand-in's (a test breaks a secret or the address with it). */
export async function startPartnerKit(start = "2026-11-26T12:00:00.000Z", configure: (config: Record<PartnerProviderId, PartnerClientConfig>) => PartnerProviderConfig = (config) => config) {
  const kit = startSubscriptionKit(start);
  let time = Date.parse(start);
  const now = () => new Date(time);
  const bridge = await startRouteBridge();
  const bridgeUrl = bridge.url;
  const provider = await startPartnerProviderKit({
    db: kit.db,
    now,
    notificationUrls: { dish: `${bridgeUrl}${partnerNotificationPath("dish")}`, sling: `${bridgeUrl}${partnerNotificationPath("sling")}` },
  });
  const served = provider.provider.serverApi;
  const config = configure({ dish: { ...served.dish, timeoutMs: 2000 }, sling: { ...served.sling, timeoutMs: 2000 } });
  const sessions = createUserSessionStore(kit.db, now);
  bridge.route(createRouter(subscriptionRoutesFor(kit.db, { sessions, users: createUserStore(kit.db), now, partnerProvider: config })));

  const { call } = bridge;

  const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(`/subscription${path}`, { method: "POST", body, headers: { ...headers, ...(token === undefined ? {} : { token }) } });

  return {
    kit,
    provider,
    call,
    post,
    newAccount: () => newAccount(kit),
    /** `POST partners/{partner}/authorize` for the app's callback. */
    authorize: (partner: string, token?: string, body: Record<string, unknown> = { redirectUri: kitRedirectUri, language: "en" }) => post(`/partners/${partner}/authorize`, body, token),
    /** The whole browser trip: authorize, the provider's page, signed in; the code and state of the redirect. */
    async signIn(partner: PartnerProviderId, token: string, login: string, password: string): Promise<{ code: string; state: string }> {
      const authorized = await post(`/partners/${partner}/authorize`, { redirectUri: kitRedirectUri, language: "en" }, token);
      if (authorized.status !== 200) throw new Error(`authorize answered ${authorized.status}: ${JSON.stringify(authorized.body)}`);
      return codeOf(await signInAt(authorizeReplySchema.parse(authorized.body).authorizeUrl, login, password));
    },
    link: (partner: string, token: string, body: unknown) => post(`/partners/${partner}/link`, body, token),
    /** The account's active subscription as subscriptionData shows it. */
    async active(token: string) {
      const reply = await call("/subscription/subscriptionData", { headers: { token } });
      return z.object({ activeSubscription: z.unknown() }).parse(reply.body).activeSubscription;
    },
    /** The service's and the stand-in's clock. */
    setNow(iso: string): void {
      time = Date.parse(iso);
      kit.setNow(iso);
    },
    hmacKey: (partner: PartnerProviderId) => kitPartnerClients[partner].hmacKey,
    close: async (): Promise<void> => {
      await provider.close();
      await bridge.close();
      kit.close();
    },
  };
}
export type PartnerKit = Awaited<ReturnType<typeof startPartnerKit>>;
