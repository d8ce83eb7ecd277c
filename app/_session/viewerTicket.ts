/**
 * The viewer ticket: who the signed-in viewer is, as the server last derived it from the services (issue 8,
 * ARCHITECTURE.md "Trust"): the user type, the selected profile (id, kind, master or not, age limit,
 * language) and the account's country. It travels in one HttpOnly cookie, signed with `SESSION_SECRET`
 * (HMAC-SHA256) and bound to the session token (a hash of it is inside the signed part), so a browser can
 * neither write nor transplant one. Rights, guards, the content age limit and the page-cache segment are
 * read from it; the readable `userType` / `profileType` / `profileLanguage` cookies are copies for client
 * code and decide nothing.
 *
 * A ticket is refreshed from the services once it is older than `ticketFreshMs` (proxy.ts, viewer.ts), so a
 * subscription or a parental-control change reaches every session within that time. A stale but authentic
 * ticket is still honoured while the services cannot be asked; one past `ticketLifeMs` (the session's own
 * life) is not.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { ageLimits } from "@/domain/ageLimit";
import { locales } from "@/domain/types";
import { isDevelopmentDefaultsAllowed } from "@/domain/runMode";
import type { Viewer } from "@/domain/viewer";
import { log } from "@/ops/log";

/** Refreshed from the services after 5 minutes. */
export const ticketFreshMs = 5 * 60 * 1000;
/** Never honoured past the session's own life (spec 9: 6 hours). */
export const ticketLifeMs = 216e5;

const payloadSchema = z.object({
  v: z.literal(1),
  /** Binding: the first 128 bits of sha256(token), base64url. */
  b: z.string(),
  u: z.enum(["registered", "subscribed", "suspended"]),
  p: z
    .object({
      i: z.string().min(1).max(64),
      k: z.enum(["adult", "kid"]),
      m: z.boolean(),
      a: z.union([z.null(), ...ageLimits.map((limit) => z.literal(limit))]),
      l: z.enum(locales).optional(),
    })
    .optional(),
  c: z.string().regex(/^[A-Z]{2}$/).optional(),
  /** Issued at, ms since the epoch. */
  t: z.number().int().nonnegative(),
});
type Payload = z.infer<typeof payloadSchema>;

export type TicketCheck = { viewer: Viewer; fresh: boolean } | undefined;

function binding(token: string): string {
  return createHash("sha256").update(token, "utf8").digest().subarray(0, 16).toString("base64url");
}

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(body, "utf8").digest();
}

/** A signed ticket for this token; anonymous viewers get none (there is nothing to vouch for). */
export function signTicket(viewer: Viewer, token: string, secret: string, now: number): string {
  if (viewer.userType === "anonymous") throw new Error("an anonymous viewer has no ticket");
  const { profile } = viewer;
  const payload: Payload = {
    v: 1,
    b: binding(token),
    u: viewer.userType,
    ...(profile
      ? { p: { i: profile.id, k: profile.kind, m: profile.master, a: profile.ageLimit, ...(profile.language ? { l: profile.language } : {}) } }
      : {}),
    ...(viewer.accountCountry ? { c: viewer.accountCountry } : {}),
    t: now,
  };
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

function parsePayload(body: string): Payload | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The viewer a ticket vouches for, when its signature checks out, it was issued for this very token and it is
 * within the session's life; `fresh` says whether it is young enough to skip asking the services.
 */
export function readTicket(value: string | undefined, token: string | undefined, secret: string, now: number): TicketCheck {
  if (!value || !token) return undefined;
  const [body, signature, ...rest] = value.split(".");
  if (!body || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = parsePayload(body);
  if (!payload || payload.b !== binding(token)) return undefined;
  const age = now - payload.t;
  if (age < -60_000 || age > ticketLifeMs) return undefined;
  const profile = payload.p && { id: payload.p.i, kind: payload.p.k, master: payload.p.m, ageLimit: payload.p.a, language: payload.p.l };
  return { viewer: { userType: payload.u, profile, accountCountry: payload.c }, fresh: age <= ticketFreshMs };
}

let processSecret: string | undefined;

/** Development default: only where development defaults are allowed (domain/runMode.ts). */
export const devSessionSecret = "shasha-dev-session-secret";

/**
 * `SESSION_SECRET`, shared by every app instance. Without it in production each process makes up its own:
 * still safe (a ticket it did not sign is simply derived anew from the services), said once in the log.
 */
export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SESSION_SECRET;
  if (configured && configured.length >= 16) return configured;
  if (isDevelopmentDefaultsAllowed(env)) return devSessionSecret;
  if (processSecret === undefined) {
    processSecret = randomBytes(32).toString("base64url");
    log({ level: "warn", code: "session-secret-missing", message: "SESSION_SECRET is not set (16+ characters): this instance signs viewer tickets with a key of its own" });
  }
  return processSecret;
}
