/** POST /api/session/logout; the page to go to, or undefined when signing out failed (parsed, never cast). */
import * as check from "@/domain/check";
import type { Locale } from "@/domain/types";
import { requestJson } from "../api/appApi";
import { isSitePath } from "@/domain/sitePath";
import { tellOtherTabs } from "./tabSync";

const reply = check.object({ ok: check.literal(true), redirectTo: check.string });

export async function signOut(locale: Locale): Promise<string | undefined> {
  try {
    const parsed = reply.parse((await requestJson(`/api/session/logout?lang=${locale}`, { body: {} })).body);
    if (!parsed.ok) return undefined;
    // Signed out: the site's other tabs follow (spec 4).
    tellOtherTabs("LOGOUT");
    return isSitePath(parsed.value.redirectTo) ? parsed.value.redirectTo : undefined;
  } catch {
    return undefined;
  }
}
