/** GET /api/auth/social/{provider}?returnTo=: starts the provider's consent flow (app/_session/socialState.ts). */
import { NextResponse, type NextRequest } from "next/server";
import { getServices } from "@/app/_server/services";
import { secureCookies } from "@/app/_session/authCookies";
import { isSocialProvider, newSocialState, socialStateCookie, socialStateLifeSeconds } from "@/app/_session/socialState";

export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isSocialProvider(provider)) return NextResponse.json({ error: "unknown provider" }, { status: 404 });
  const flow = newSocialState(request.nextUrl.searchParams.get("returnTo"));
  const authorize = new URL(getServices().config.socialAuthorizeURL);
  authorize.searchParams.set("provider", provider);
  authorize.searchParams.set("redirectUri", new URL("/api/auth/social/callback", request.nextUrl.origin).toString());
  authorize.searchParams.set("state", flow.state);
  authorize.searchParams.set("lang", flow.locale);
  const response = NextResponse.redirect(authorize, 303);
  response.cookies.set(socialStateCookie, JSON.stringify(flow), {
    path: "/api/auth/social",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    maxAge: socialStateLifeSeconds,
  });
  return response;
}
