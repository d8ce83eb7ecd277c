/**
 * The session the app's own routes hand the browser (a sign-in reply, GET /api/me): the user and the
 * account's profiles for the client store, never the token (that stays in an HttpOnly cookie). Outside data
 * in the browser, so parsed, never cast (domain/check: no zod in the viewer's browser, issue 27).
 */
import * as check from "@/domain/check";
import type { StoredUser } from "./appStore";
import { storedProfileSchema } from "./profiles";

export const storedUserSchema = check.object({
  id: check.string,
  email: check.optional(check.string),
  firstName: check.optional(check.string),
  lastName: check.optional(check.string),
  userType: check.oneOf(["anonymous", "registered", "subscribed", "suspended"]),
}) satisfies check.Checker<StoredUser>;

export const sessionReplyShape = {
  user: storedUserSchema,
  profiles: check.array(storedProfileSchema),
};

export const sessionReplySchema = check.object(sessionReplyShape);

export type SessionReply = check.Infer<typeof sessionReplySchema>;
