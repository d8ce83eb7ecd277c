/**
 * The browser side of a form submit: POST `{ screenId, formId, values }` to the app's own /api/forms/{operation} route and read
 * its reply. The reply is outside data, so it is parsed, never cast; anything unreadable counts as "no reply".
 */
import * as check from "@/domain/check";
import { requestJson } from "../api/appApi";
import { sessionReplySchema } from "@/stores/sessionReply";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { FormOperation } from "@/domain/forms/operations";
import { botCheckedOperations } from "@/domain/forms/botCheckedOperations";
import type { Locale } from "@/domain/types";

const replySchema = check.union(
  check.object({ ok: check.literal(true), redirectTo: check.optional(check.string), message: check.optional(check.string), session: check.optional(sessionReplySchema) }),
  check.object({
    ok: check.literal(false),
    fieldErrors: check.optional(check.record(check.string)),
    formError: check.optional(check.string),
  }),
);

/** Messages in a reply are already in the user's language: the route localizes the service's errors. */
export type FormReply = check.Infer<typeof replySchema>;

/** What a form posts: the screen and form it comes from (the server loads that layout itself) and the values. */
export interface FormSubmission {
  screenId: string;
  formId: string;
  values: FormValues;
  /** The login page's remembered `?redirect=`, for the server to check and answer as redirectTo. */
  redirect?: string;
}

export function formEndpoint(operation: FormOperation, locale: Locale): string {
  return `/api/forms/${operation}?lang=${locale}`;
}

/**
 * The reply, or undefined when the route is unreachable or answers something that is not a form reply. An operation
 * the user service bot-checks gets its token first (components/botCheck); `onAppFailure` hears the app captcha's
 * provider failure, which the viewer is told of (spec 8).
 */
export async function postForm(
  operation: FormOperation,
  locale: Locale,
  submission: FormSubmission,
  onAppFailure?: (code: string) => void,
): Promise<FormReply | undefined> {
  try {
    let body: FormSubmission & { botCheck?: string } = submission;
    if (botCheckedOperations.has(operation)) {
      const { botCheckToken } = await import("../botCheck/botCheckToken");
      const result = await botCheckToken(operation);
      if (result.appFailure !== undefined) onAppFailure?.(result.appFailure);
      if (result.token === undefined) return undefined;
      body = { ...submission, botCheck: result.token };
    }
    const reply = await requestJson(formEndpoint(operation, locale), { body });
    const parsed = replySchema.parse(reply.body);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}
