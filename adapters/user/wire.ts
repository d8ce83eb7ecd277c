/** zod shapes of the user and profile services' replies (docs/user-service.md), checked at the boundary. */
import { z } from "zod";

const subscriptionStatus = z.enum([
  "ACTIVE",
  "ACTIVE_CANCELED",
  "REMOVED",
  "Active-Temporary",
  "ACTIVE_FREEZE",
  "Revoked-Churned Involuntary",
  "PENDINGACTIVATION",
]);

export const wireSubscription = z.object({
  sku: z.string(),
  purchaseType: z.string(),
  subscriptionStatus,
  nextSku: z.string().optional(),
});

export const wireUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  loginProvider: z.enum(["site", "facebook", "googleplus", "apple", "sso1", "sso2", "phone"]),
  subscriptions: z.array(wireSubscription),
  // Optional at the boundary: the settings form shows them when the service sends them.
  country: z.string().optional(),
  hasPassword: z.boolean().optional(),
  subscribeToPromotion: z.boolean().optional(),
  subscribeToNewsLetter: z.boolean().optional(),
});
export type WireUser = z.infer<typeof wireUser>;

export const userReply = z.object({ user: wireUser });
/**
 * POST /v2/verify-email. `passwordResetCode`: the proof removed a password set before it and ended every session;
 * the verifier sets a new password with this /resetPassword code (docs/user-service.md "Accounts nobody verified").
 */
export const verifyReply = userReply.extend({ passwordResetCode: z.string().min(1).max(512).optional() });
export const okReply = z.object({ ok: z.literal(true) });
export const otpSentReply = z.object({ ok: z.literal(true), otpTtlSeconds: z.number() });
export const killSessionsReply = z.object({ ok: z.literal(true), revoked: z.number().int().nonnegative() });
export const signInReply = z.object({ user: wireUser, token: z.string().min(1), sessionId: z.string(), expiresAt: z.string() });

export const wireProfile = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.object({ url: z.string(), alias: z.string() }),
  type: z.enum(["ADULT", "KID"]),
  age: z.number().optional(),
  ageRestriction: z.number().optional(),
  default: z.boolean(),
  preference: z.object({ language: z.string(), lang: z.string() }),
  requiresOnboarding: z.boolean(),
  hasPin: z.boolean(),
});
export type WireProfile = z.infer<typeof wireProfile>;
/**
 * `selectedProfileId`: the profile this session watches as, from the service's own session state (the local
 * contract's addition; a service that leaves it out selects nothing, so no master right is ever assumed).
 */
export const profilesReply = z.object({ profiles: z.array(wireProfile), selectedProfileId: z.string().nullable().optional() });
/**
 * GET and PATCH /settings. `subscriptionPinRequired` (the local contract's addition, docs/user-service.md "Subscription
 * PIN"): this session must pass the account's PIN before a subscription write. Optional at the boundary; a service that
 * leaves it out is read fail-closed (profilesClient.ts `toSettings`).
 */
export const settingsReply = z.object({
  settings: z.object({
    hasPin: z.boolean(),
    parentalControl: z.object({ maxAgeRestriction: z.number().nullable() }),
    subscriptionPinRequired: z.boolean().optional(),
  }),
});

/** `{ status, fault: { error: { code, name, message, field?, retryAfterSeconds? } } }` */
export const faultBody = z.object({
  status: z.number().optional(),
  fault: z.object({
    error: z.object({
      code: z.string(),
      name: z.string().optional(),
      message: z.string().optional(),
      field: z.string().optional(),
      retryAfterSeconds: z.number().optional(),
      linkToken: z.string().max(512).optional(),
      registrationToken: z.string().max(512).optional(),
    }),
  }),
});
