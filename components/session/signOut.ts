/** POST /api/session/logout; the page to go to, or undefined when signing out failed (parsed, never cast). */
import { z } from "zod";
import type { Locale } from "@/domain/types";
import { requestJson } from "../api/appApi";
import { isSitePath } from "@/domain/sitePath";

const reply = z.object({ ok: z.literal(true), redirectTo: z.string() });

export async function signOut(locale: Locale): Promise<string | undefined> {
  try {
    const parsed = reply.safeParse((await requestJson(`/api/session/logout?lang=${locale}`, { body: {} })).body);
    return parsed.success && isSitePath(parsed.data.redirectTo) ? parsed.data.redirectTo : undefined;
  } catch {
    return undefined;
  }
}
