/** The browser side of choosing a profile: POST /api/profiles/select and read the reply (parsed, never cast). */
import { z } from "zod";
import { requestJson } from "../api/appApi";
import { storedProfileSchema as storedProfile } from "@/stores/profiles";
import type { Locale } from "@/domain/types";


const replySchema = z.union([
  z.object({ ok: z.literal(true), redirectTo: z.string(), profiles: z.array(storedProfile), selectedId: z.string() }),
  z.object({
    ok: z.literal(false),
    needsPin: z.literal(true).optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    formError: z.string().optional(),
  }),
]);
export type SelectReply = z.infer<typeof replySchema>;

export async function postSelect(locale: Locale, profileId: string, pin?: string): Promise<SelectReply | undefined> {
  try {
    const reply = await requestJson(`/api/profiles/select?lang=${locale}`, { body: pin === undefined ? { profileId } : { profileId, pin } });
    const parsed = replySchema.safeParse(reply.body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
