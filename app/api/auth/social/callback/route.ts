/**
 * GET /api/auth/social/callback?code&state: the provider's way back. The state must be the one this
 * browser set off with; the code is exchanged with the user service for a session, which signs the viewer
 * in exactly like a form sign-in (cookies of spec 4; several profiles ask who is watching), then the browser
 * returns where it started. The page it lands on fills the client store from /api/me (SessionSync) and
 * fires the login event, which the `loginEvent` cookie marks since this sign-in ends in a redirect. A refusal goes
 * back where it started; ACCOUNT_EXISTS (an email whose account may not be linked) with a notice saying why, unless
 * the service offers a link (the account has a password): then to the linking page, which asks for it.
 * REGISTRATION_REQUIRED (the provider shared no email) goes to the social registration page, which asks for one.
 * The service's token for either page goes into that page's form's grant cookie (socialGrants.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices, UserServiceError } from "@/app/_server/services";
import { loginEventCookie, writeCookies } from "@/app/_session/authCookies";
import { completeSignIn, landingAfterSocial } from "@/app/_session/completeSignIn";
import { callContextOf } from "@/app/_api/formRoute";
import { routeTable } from "@/app/_pages/routeTable";
import { finishingPath, readSocialState, returnAfterRefusal, socialStateCookie } from "@/app/_session/socialState";
import { linkGrant, registrationGrant } from "@/app/_session/socialGrants";
import { errorText, log } from "@/ops/log";

export async function GET(request: NextRequest) {
  const flow = readSocialState(request.cookies.get(socialStateCookie)?.value);
  const { searchParams } = request.nextUrl;
  const code = searchParams.get("code");
  const back = (path: string) => {
    const response = NextResponse.redirect(new URL(path, request.url), 303);
    response.cookies.set(socialStateCookie, "", { path: "/api/auth/social", maxAge: 0 });
    return response;
  };
  if (!flow || searchParams.get("state") !== flow.state || code === null) return back(flow ? flow.returnTo : "/");
  const call = callContextOf(request, flow.locale);
  try {
    const signedIn = await getServices().user.socialToken(call, code);
    const { cookies, session, onboardingAhead } = await completeSignIn(signedIn, call);
    const response = back(landingAfterSocial(await routeTable(call), flow.returnTo, flow.locale, signedIn.user.userType, session.profiles.length, onboardingAhead));
    writeCookies(response.cookies, [...cookies, loginEventCookie()]);
    return response;
  } catch (error) {
    // The account of the identity's email has a password: linking them is offered (the token in an HttpOnly cookie).
    if (error instanceof UserServiceError && error.code === "ACCOUNT_EXISTS" && error.linkToken !== undefined) {
      const response = back(finishingPath(flow.returnTo, flow.locale, "linking-account"));
      linkGrant.write(response, error.linkToken);
      return response;
    }
    if (error instanceof UserServiceError && error.code === "REGISTRATION_REQUIRED" && error.registrationToken !== undefined) {
      const response = back(finishingPath(flow.returnTo, flow.locale, "social-registration"));
      registrationGrant.write(response, error.registrationToken);
      return response;
    }
    log({ level: "warn", code: "social-sign-in-failed", error: errorText(error) });
    return back(returnAfterRefusal(flow.returnTo, error instanceof UserServiceError ? error.code : undefined));
  }
}
