/**
 * The partner providers' stand-in for tests: on 127.0.0.1 over a database (a fresh migrated one unless given), with a
 * settable clock, test clients, and what a browser does on the sign-in page (`signInAt`: the page read, its form
 * posted as a browser would, the redirect not followed) and a PKCE pair. The notifications go to a small receiver on
 * 127.0.0.1 that records the raw bodies and their headers and answers `[accepted]`, unless the test names other URLs.
 * Nothing leaves the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readReply, type TestReply } from "../testing/startTestServices";
import { s256Challenge } from "./partnerGrants";
import { startPartnerProvider } from "./partnerProviderServer";
import type { PartnerClient, PartnerProviderId } from "./partnerProviderSettings";

export const kitPartnerClients: Record<PartnerProviderId, PartnerClient> = {
  dish: { clientId: "dish-test-client", clientSecret: "dish-test-secret", hmacKey: "d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d15d" },
  sling: { clientId: "sling-test-client", clientSecret: "sling-test-secret", hmacKey: "5115115115115115115115115115115115115115115115115115115115115115" },
};
export const kitPartnerApiKey = "partner-provider-test-key";
export const kitRedirectUri = "http://localhost:3000/api/partners/callback";

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: s256Challenge(verifier) };
}

/** The stand-in's public URLs say localhost; the tests reach its 127.0.0.1 listener. */
const reachable = (url: string): string => url.replace("//localhost:", "//127.0.0.1:");

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The sign-in page at `authorizeUrl` read, then its form posted with the login and the button; the reply unfollowed. */
export async function signInAt(authorizeUrl: string, login: string, password: string, action: "signin" | "cancel" = "signin"): Promise<TestReply> {
  const page = await fetch(reachable(authorizeUrl));
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The sign-in page answered ${page.status}.`);
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) form.set(match[1] ?? "", unescape(match[2] ?? ""));
  form.set("login", login);
  form.set("password", password);
  form.set("action", action);
  const target = new URL(authorizeUrl);
  return readReply(await fetch(reachable(target.origin + target.pathname), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString(), redirect: "manual" }));
}

/** The `code` and `state` of a sign-in's redirect. */
export function codeOf(reply: TestReply): { code: string; state: string } {
  const location = new URL(reply.headers.get("location") ?? "http://invalid/");
  return { code: location.searchParams.get("code") ?? "", state: location.searchParams.get("state") ?? "" };
}

export interface ReceivedNotification {
  url: string;
  body: string;
  signature: string | undefined;
}

/** A receiver that records every notification and answers `[accepted]`. */
export async function startNotificationReceiver() {
  const received: ReceivedNotification[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers["x-partner-signature"];
      received.push({ url: request.url ?? "", body: Buffer.concat(chunks).toString("utf8"), signature: Array.isArray(signature) ? signature[0] : signature });
      response.writeHead(200, { "Content-Type": "text/plain" }).end("[accepted]");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The receiver did not bind.");
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

export interface PartnerKitOptions {
  start?: string;
  /** The suite's database (the subscription kit's); default a fresh migrated one, removed at close. */
  db?: Database.Database;
  notificationUrls?: Record<PartnerProviderId, string>;
  /** The clock; default one the kit's `setNow` moves. */
  now?: () => Date;
}

export async function startPartnerProviderKit(options: PartnerKitOptions = {}) {
  const dataDir = options.db === undefined ? mkdtempSync(path.join(tmpdir(), "shasha-partner-provider-")) : undefined;
  const db = options.db ?? openDatabase(dataDir ?? "");
  if (options.db === undefined) db.transaction(() => migrate(db))();
  let time = Date.parse(options.start ?? "2026-11-26T12:00:00.000Z");
  const receiver = await startNotificationReceiver();
  const provider = await startPartnerProvider({
    db,
    now: options.now ?? (() => new Date(time)),
    port: 0,
    host: "127.0.0.1",
    clients: kitPartnerClients,
    apiKey: kitPartnerApiKey,
    notificationUrls: options.notificationUrls ?? { dish: `${receiver.url}/dish`, sling: `${receiver.url}/sling` },
    devRoutes: true,
    retryDelaysMs: [50, 100, 200],
  });
  const basic = (partner: PartnerProviderId, secret = kitPartnerClients[partner].clientSecret) => `Basic ${Buffer.from(`${kitPartnerClients[partner].clientId}:${secret}`).toString("base64")}`;
  return {
    db,
    provider,
    receiver,
    setNow: (iso: string): void => void (time = Date.parse(iso)),
    /** The authorize URL a service would make, with the given parameters changed (null: left out). */
    authorizeUrl(partner: PartnerProviderId, changes: Record<string, string | null> = {}): string {
      const { challenge } = pkcePair();
      const base = { response_type: "code", client_id: kitPartnerClients[partner].clientId, redirect_uri: kitRedirectUri, state: "state-1234", code_challenge: challenge, code_challenge_method: "S256", lang: "en" };
      const url = new URL(`${provider.url}/${partner}/oauth/authorize`);
      for (const [name, value] of Object.entries({ ...base, ...changes })) if (value !== null) url.searchParams.set(name, value);
      return url.toString();
    },
    /** `POST /{p}/oauth/token` with the client's Basic credentials (another secret when given). */
    token: async (partner: PartnerProviderId, form: Record<string, string>, secret?: string) =>
      readReply(await fetch(`${provider.url}/${partner}/oauth/token`, { method: "POST", headers: { Authorization: basic(partner, secret), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() })),
    entitlement: async (partner: PartnerProviderId, accessToken: string) => readReply(await fetch(`${provider.url}/${partner}/v1/entitlement`, { headers: { Authorization: `Bearer ${accessToken}` } })),
    /** The development route: something happens to the customer at the provider. */
    event: async (partner: PartnerProviderId, customerId: string, body: Record<string, unknown>) =>
      readReply(await fetch(`${provider.url}/dev/${partner}/customers/${customerId}/events`, { method: "POST", headers: { "Content-Type": "application/json", "x-api-key": kitPartnerApiKey }, body: JSON.stringify(body) })),
    close: async (): Promise<void> => {
      await provider.close();
      await receiver.close();
      if (dataDir !== undefined) {
        db.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
export type PartnerProviderKit = Awaited<ReturnType<typeof startPartnerProviderKit>>;
