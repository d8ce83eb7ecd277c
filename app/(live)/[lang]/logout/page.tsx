/**
 * GET /{lang}/logout with a live session: the confirmation screen (`/user/logout`, a seeded layout), whose
 * form signs out with a same-origin POST. A link from another site therefore signs nobody out; an arrival
 * whose session has ended (`?isSessionExpired=true`, `?autoLogout=true`, an unknown token) is cleared by
 * the proxy before this page (proxy.ts).
 */
import type { Metadata } from "next";
import { localeParam, type LangParams } from "@/app/_request/localeParam";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";

const screenId = "/user/logout";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return screenMetadata(await localeParam(params), screenId);
}

export default async function LogoutPage({ params }: LangParams) {
  return <ScreenPage locale={await localeParam(params)} screenId={screenId} exempt />;
}
