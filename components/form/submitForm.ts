/**
 * The browser side of a form submit: POST `{ values }` to the app's own /api/forms/{operation} route and read
 * its reply. The reply is outside data, so it is parsed, never cast; anything unreadable counts as "no reply".
 */
import { z } from "zod";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { FormOperation } from "@/domain/forms/operations";
import type { Locale } from "@/domain/types";

const replySchema = z.union([
  z.object({ ok: z.literal(true), redirectTo: z.string().optional() }),
  z.object({
    ok: z.literal(false),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    formError: z.string().optional(),
  }),
]);

/** Messages in a reply are already in the user's language: the route localizes the service's errors. */
export type FormReply = z.infer<typeof replySchema>;

export function formEndpoint(operation: FormOperation, locale: Locale): string {
  return `/api/forms/${operation}?lang=${locale}`;
}

/** The reply, or undefined when the route is unreachable or answers something that is not a form reply. */
export async function postForm(operation: FormOperation, locale: Locale, values: FormValues): Promise<FormReply | undefined> {
  try {
    const response = await fetch(formEndpoint(operation, locale), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ values }),
      credentials: "same-origin",
    });
    const parsed = replySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// The schema's SitePath rule (\p{Cc} also excludes C1 controls, which no path needs): same-site, no scheme, no "//host", no backslash or whitespace.
const sitePath = /^\/(?![/\\])[^\s\\:?#\p{Cc}]*(?:[?#][^\s\\\p{Cc}]*)?$/u;

/** A redirect from the reply is followed only when it stays on this site. */
export function isSitePath(value: string): boolean {
  return sitePath.test(value);
}
