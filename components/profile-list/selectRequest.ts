/** The browser side of choosing a profile: POST /api/profiles/select and read the reply (parsed, never cast). */
import { z } from "zod";
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
    const response = await fetch(`/api/profiles/select?lang=${locale}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(pin === undefined ? { profileId } : { profileId, pin }),
      credentials: "same-origin",
    });
    const parsed = replySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
