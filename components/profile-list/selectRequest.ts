/** The browser side of choosing a profile: POST /api/profiles/select and read the reply (parsed, never cast). */
import * as check from "@/domain/check";
import { requestJson } from "../api/appApi";
import { storedProfileSchema as storedProfile } from "@/stores/profiles";
import type { Locale } from "@/domain/types";

const replySchema = check.union(
  check.object({ ok: check.literal(true), redirectTo: check.string, profiles: check.array(storedProfile), selectedId: check.string }),
  check.object({
    ok: check.literal(false),
    needsPin: check.optional(check.literal(true)),
    fieldErrors: check.optional(check.record(check.string)),
    formError: check.optional(check.string),
  }),
);
export type SelectReply = check.Infer<typeof replySchema>;

export async function postSelect(locale: Locale, profileId: string, pin?: string): Promise<SelectReply | undefined> {
  try {
    const reply = await requestJson(`/api/profiles/select?lang=${locale}`, { body: pin === undefined ? { profileId } : { profileId, pin } });
    const parsed = replySchema.parse(reply.body);
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}
