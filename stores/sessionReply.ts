/**
 * The session the app's own routes hand the browser (a sign-in reply, GET /api/me): the user and the
 * account's profiles for the client store, never the token (that stays in an HttpOnly cookie). Outside data
 * in the browser, so parsed, never cast.
 */
import { z } from "zod";
import type { StoredUser } from "./appStore";
import { storedProfileSchema } from "./profiles";

export const sessionReplySchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    userType: z.enum(["anonymous", "registered", "subscribed", "suspended"]),
  }) satisfies z.ZodType<StoredUser>,
  profiles: z.array(storedProfileSchema),
});

export type SessionReply = z.infer<typeof sessionReplySchema>;
