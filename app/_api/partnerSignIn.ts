/**
 * The partner TV providers' sign-in (spec 1: a partner login; docs/partner-login.md), as the social sign-in's round
 * trip: `GET /api/partners/{partner}/sign-in?lang=` asks the subscription service to start the provider's OAuth flow
 * for the session's account (the service keeps the PKCE verifier and binds the state to the account), keeps the state
 * in a short-lived HttpOnly cookie and sends the browser to the provider; `GET /api/partners/callback` takes the
 * provider's answer back only with that state and hands it to the service, which reads the provider's entitlement
 * and subscribes the account on its word. Then the viewer ticket is renewed at once and the browser lands on the
 * congratulations; a refusal goes back to the partner's page saying why (`?partnerError=`).
 *
 * Starting is a GET, a link that works without script: it changes no account, and a forged start only shows the
 * viewer the provider's sign-in page. Who signs in is the session's adult (accountOwner.ts): a guest is sent to sign
 * in and comes back, a kids profile is refused. The provider's one-time code is exchanged by the service, never
 * logged or kept here.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { cardPaymentRefusal, getServices } from "@/app/_server/services";
import { secureCookies, viewerCookies, writeCookies } from "@/app/_session/authCookies";
import { deriveViewer } from "@/app/_session/viewer";
import { partnerIdPattern, partnerSignInErrorOf, type PartnerSignInError } from "@/domain/subscription/partners";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { payerOf } from "./accountOwner";

export const partnerFlowCookie = "partnerFlow";
const flowLifeSeconds = 600;
const cookiePath = "/api/partners";

const storedFlow = z.object({ state: z.string().min(16).max(256), partner: z.string().regex(partnerIdPattern), locale: z.enum(["ar", "en", "fr"]) });
type PartnerFlow = z.infer<typeof storedFlow>;

function readFlow(cookie: string | undefined): PartnerFlow | undefined {
  if (cookie === undefined) return undefined;
  try {
    const parsed = storedFlow.safeParse(JSON.parse(cookie));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const partnerPage = (locale: Locale, partner: string) => `/${locale}/hub/partner-list/${partner}`;

/** A 303 to a page of this site, the flow's cookie dropped. */
function go(request: NextRequest, path: string): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  response.cookies.set(partnerFlowCookie, "", { path: cookiePath, maxAge: 0 });
  return response;
}

const backWith = (request: NextRequest, locale: Locale, partner: string, error: PartnerSignInError) => go(request, `${partnerPage(locale, partner)}?partnerError=${error}`);

function refusalOf(error: unknown): PartnerSignInError {
  const refusal = cardPaymentRefusal(error);
  if (refusal === undefined) log({ level: "warn", code: "partner-sign-in-failed", error: errorText(error) });
  return partnerSignInErrorOf(refusal?.code);
}

/** GET /api/partners/{partner}/sign-in?lang= */
export async function startPartnerSignIn(request: NextRequest, partner: string): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  if (!partnerIdPattern.test(partner)) return go(request, `/${locale}/hub/partner-list`);
  const payer = payerOf(request);
  if (payer instanceof NextResponse) {
    if (payer.status === 401) return go(request, `/${locale}/hub/login?redirect=${encodeURIComponent(partnerPage(locale, partner))}`);
    return backWith(request, locale, partner, "kid-profile");
  }
  try {
    const redirectUri = new URL("/api/partners/callback", request.nextUrl.origin).toString();
    const { authorizeUrl, state } = await getServices().partners.authorize(partner, redirectUri, payer.token, payer.call);
    const response = NextResponse.redirect(authorizeUrl, 303);
    const flow: PartnerFlow = { state, partner, locale };
    response.cookies.set(partnerFlowCookie, JSON.stringify(flow), { path: cookiePath, httpOnly: true, sameSite: "lax", secure: secureCookies, maxAge: flowLifeSeconds });
    return response;
  } catch (error) {
    const refusal = cardPaymentRefusal(error);
    if (refusal?.code === "PARTNER_UNKNOWN") return go(request, partnerPage(locale, partner));
    return backWith(request, locale, partner, refusalOf(error));
  }
}

/** GET /api/partners/callback?code&state (or ?error=access_denied&state): the provider's way back. */
export async function finishPartnerSignIn(request: NextRequest): Promise<NextResponse> {
  const flow = readFlow(request.cookies.get(partnerFlowCookie)?.value);
  const query = request.nextUrl.searchParams;
  if (flow === undefined) return go(request, "/ar/hub/partner-list");
  const { locale, partner } = flow;
  if (query.get("state") !== flow.state) return backWith(request, locale, partner, "failed");
  const code = query.get("code");
  if (code === null) return backWith(request, locale, partner, query.get("error") === "access_denied" ? "cancelled" : "failed");
  const payer = payerOf(request);
  if (payer instanceof NextResponse) return backWith(request, locale, partner, payer.status === 401 ? "failed" : "kid-profile");
  try {
    await getServices().partners.link(partner, code, flow.state, payer.token, payer.call);
    const response = go(request, `/${locale}/hub/subscription-congrats`);
    writeCookies(response.cookies, viewerCookies(await deriveViewer(payer.call, payer.token), payer.token));
    return response;
  } catch (error) {
    return backWith(request, locale, partner, refusalOf(error));
  }
}
