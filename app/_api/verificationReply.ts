/**
 * The reply of POST /api/verification (verificationRoute.ts), shared by the route and the page's button, which
 * parses it (never casts it) with domain/check: no zod may reach the viewer's browser (issue 27). `new-password`:
 * confirmed, but the account's earlier password is gone and every session of it ended; the verifier chooses a new
 * one at `redirectTo` (docs/user-service.md "Accounts nobody verified").
 */
import * as check from "@/domain/check";

export const verificationReply = check.union(
  check.object({ ok: check.literal(true), outcome: check.oneOf(["success", "new-password"]), redirectTo: check.optional(check.string) }),
  check.object({ ok: check.literal(false), outcome: check.oneOf(["missing", "failed", "unavailable"]) }),
);
export type VerificationReply = check.Infer<typeof verificationReply>;

/** What the page says once the code was posted, or without one ("missing"). */
export type VerificationOutcome = VerificationReply["outcome"];
