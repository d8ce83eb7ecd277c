import { z } from "zod";
import { botCheckHeader } from "@/domain/botCheck";
import { botCheckToken } from "../testing/botCheckToken";
import { botCheckedUserPaths } from "./botCheckGuard";
import { readReply, type TestReply, type TestServices } from "../testing/startTestServices";

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** A call the user service bot-checks gets a fresh token, as the app's would, unless this is false. */
  botCheck?: boolean;
}

export type CallReply = TestReply;

/** Calls the suite; JSON in and out, the session in the `token` header. Redirects are not followed. */
export async function call(services: TestServices, path: string, options: CallOptions = {}): Promise<CallReply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  if (options.botCheck !== false && botCheckedUserPaths.has(path.split("?")[0] ?? "") && headers[botCheckHeader] === undefined) {
    headers[botCheckHeader] = await botCheckToken(services.url);
  }
  const isText = typeof options.body === "string";
  if (options.body !== undefined && !isText) headers["Content-Type"] = "application/json";
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  return readReply(await fetch(`${services.url}${path}`, { method, headers, body, redirect: "manual" }));
}

export const faultSchema = z.object({
  status: z.number(),
  fault: z.object({
    error: z.object({
      code: z.string(),
      name: z.string(),
      message: z.string(),
      field: z.string().optional(),
      retryAfterSeconds: z.number().optional(),
      linkToken: z.string().optional(),
      registrationToken: z.string().optional(),
    }),
  }),
});

export const userSchema = z.looseObject({
  id: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  loginProvider: z.string(),
  newUser: z.boolean(),
  userCalculatedStatus: z.string(),
  phoneLogin: z.string().optional(),
  subscriptions: z.array(z.looseObject({ subscriptionStatus: z.string(), purchaseType: z.string() })),
});

export const signInSchema = z.object({ user: userSchema, token: z.string(), sessionId: z.string(), expiresAt: z.string() });
export const userReplySchema = z.object({ user: userSchema });

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      kind: z.string(),
      subject: z.string(),
      text: z.string(),
      link: z.string().optional(),
      code: z.string().optional(),
      sentAt: z.string(),
    }),
  ),
});

/** The newest outbox message for an address, which must exist. */
export async function latestMessage(services: TestServices, to: string) {
  const reply = await call(services, `/user/dev/outbox?to=${encodeURIComponent(to)}`);
  const message = outboxSchema.parse(reply.body).messages[0];
  if (message === undefined) throw new Error(`No message for ${to}`);
  return message;
}

export async function outboxCount(services: TestServices, to: string): Promise<number> {
  const reply = await call(services, `/user/dev/outbox?to=${encodeURIComponent(to)}`);
  return outboxSchema.parse(reply.body).messages.length;
}

/** Signs in by email and password; the reply must succeed. */
export async function signIn(services: TestServices, email: string, password: string) {
  const reply = await call(services, "/user/authenticate", { body: { email, password } });
  return signInSchema.parse(reply.body);
}

export function faultOf(reply: CallReply) {
  return faultSchema.parse(reply.body);
}

/** A settable clock for `startServices({ now })`. */
export function fakeClock(start = "2026-03-01T10:00:00.000Z") {
  let time = Date.parse(start);
  return { now: () => new Date(time), advance: (ms: number) => void (time += ms) };
}

/** The stand-in identity provider's round trip (consent allowed), as the app's social callback makes it: the raw reply. */
export async function socialToken(services: TestServices, provider: string, person: "usual" | "private" = "usual"): Promise<CallReply> {
  const redirectUri = "http://localhost:3000/en/hub/social-callback";
  const form = new URLSearchParams({ provider, redirectUri, state: "s", decision: "allow", lang: "en", person }).toString();
  const consent = await call(services, "/user/social/consent", {
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const code = new URL(consent.headers.get("location") ?? "", redirectUri).searchParams.get("code") ?? "";
  return call(services, "/user/social/token", { body: { code } });
}

/** Signs in through the stand-in identity provider; the reply must succeed. */
export async function socialSignIn(services: TestServices, provider: string) {
  return signInSchema.extend({ newUser: z.boolean() }).parse((await socialToken(services, provider)).body);
}

/** Signs in by phone with the code from the outbox; the number must have an account or be new. */
export async function phoneSignIn(services: TestServices, phone: string, country: string) {
  await call(services, "/user/sendPhoneVerificationCode", { body: { phone, country } });
  const { code } = await latestMessage(services, phone);
  return signInSchema.parse((await call(services, "/user/validateOTP", { body: { phone, otp: code } })).body);
}
