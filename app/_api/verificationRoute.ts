/**
 * POST /api/verification?lang= `{ code }`: the confirmation page's button (issue 27). Opening the email's link only
 * shows the page; a mail scanner or link previewer that opens it confirms nothing. The press posts the link's code
 * here (same-origin JSON, proxy.ts), in the body, never in another URL, and the user service confirms it.
 *
 * Answers `{ ok: true, outcome: "success" }`, or `{ ok: true, outcome: "new-password", redirectTo }` when the proof
 * removed a password set before it and ended every session of the account (docs/user-service.md "Accounts nobody
 * verified"): the grant to choose a new one goes into the reset route's cookie (resetGrant.ts), and a browser whose
 * own session was one of those ended is signed out. A refusal is `{ ok: false, outcome: "missing" | "failed" |
 * "unavailable" }`. The page words each outcome in the viewer's language.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices, UserServiceError, type CallContext, type Services } from "@/app/_server/services";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { authCookieNames, signOutCookies, writeCookies } from "@/app/_session/authCookies";
import { callContextOf } from "./formRoute";
import { resetGrant } from "@/app/_session/resetGrant";
import type { VerificationReply } from "./verificationReply";
import { sessionHasEnded } from "@/app/_session/viewer";

const verificationBody = z.object({ code: z.string().trim().min(1).max(512), botCheck: z.string().min(1).max(2048).optional() });

function reply(status: number, body: VerificationReply): NextResponse {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

async function readBody(request: NextRequest): Promise<z.output<typeof verificationBody> | undefined> {
  try {
    const parsed = verificationBody.safeParse(await request.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

type EmailProof = Awaited<ReturnType<Services["user"]["verifyEmail"]>>;

/** The service's proof, or the refusal to answer: "failed" for the link (unknown, used, expired), else "unavailable". */
async function confirm(call: CallContext, code: string, token: string | undefined): Promise<EmailProof | NextResponse> {
  try {
    return await getServices().user.verifyEmail(call, code, token);
  } catch (error) {
    // A refused bot check is not the link's fault: the press may be tried again.
    if (error instanceof UserServiceError && error.status < 500 && !error.code.startsWith("CAPTCHA_")) return reply(400, { ok: false, outcome: "failed" });
    log({ level: "error", code: "verification-failed", error: errorText(error) });
    return reply(502, { ok: false, outcome: "unavailable" });
  }
}

export async function handleVerificationPost(request: NextRequest): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  const body = await readBody(request);
  if (body === undefined) return reply(400, { ok: false, outcome: "missing" });
  const { code, botCheck } = body;
  const call = callContextOf(request, locale, botCheck);
  // A browser signed in to the very account confirms it plainly (the user service decides from the session).
  const token = request.cookies.get(authCookieNames.token)?.value;
  const proof = await confirm(call, code, token);
  if (proof instanceof NextResponse) return proof;
  if (proof.passwordResetCode === undefined) return reply(200, { ok: true, outcome: "success" });
  const response = reply(200, { ok: true, outcome: "new-password", redirectTo: `/${locale}/hub/reset-password` });
  resetGrant.write(response, proof.passwordResetCode);
  if (token !== undefined && (await sessionHasEnded(call, token))) writeCookies(response.cookies, signOutCookies());
  return response;
}
