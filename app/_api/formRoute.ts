/**
 * POST /api/forms/{operation}: a form block's submit. Loads the screen with the app's own layout loader,
 * checks the submission against it (checkSubmission.ts), runs the operation on the user service and answers
 * `{ ok: true, redirectTo?, message?, session? } | { ok: false, fieldErrors?, formError? }` in the user's
 * language. A sign-in sets the cookies of spec 4 and answers the remembered `?redirect=` (same site only).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices, requestDeadline, type CallContext, UserServiceError } from "@/app/_server/services";
import { overridesOf, labelsOf } from "@/components/form/formSetup";
import { issueMessages } from "@/components/form/formMessages";
import type { UiContext } from "@/components/ui-context";
import { isFormOperation, type FormOperation } from "@/domain/forms/operations";
import { isLocale, type Locale } from "@/domain/types";
import { createUiContext } from "@/renderer";
import { callContextOf as requestCallContext } from "@/request/callContext";
import { returnPath } from "@/routing/routeTable";
import { callFactsOf } from "@/app/_request/requestContext";
import { sharedCaches } from "@/app/_server/sharedCaches";
import { errorText, log } from "@/ops/log";
import { authCookieNames, signOutCookies, viewerCookies, writeCookies, type CookieWrite } from "@/app/_session/authCookies";
import { checkSubmission, submissionBody, type SubmissionBody, type SubmissionCheck } from "./checkSubmission";
import { completeSignIn, pathAfterSignIn } from "@/app/_session/completeSignIn";
import { faultFeedback } from "./faultFeedback";
import { resetGrant, withResetGrant } from "@/app/_session/resetGrant";
import { grantOf } from "@/app/_session/socialGrants";
import { runOperation, type CookieEffect, type Outcome } from "./runOperation";
import { deriveViewer } from "@/app/_session/viewer";

type Refusal = { ok: false; fieldErrors?: Record<string, string>; formError?: string };

function refuse(status: number, reply: Refusal): NextResponse {
  return NextResponse.json(reply, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The call context of a route: the viewer's language, country (trusted sources only), user agent and the request's
 * deadline; and the page's bot-check token when the body carried one (domain/botCheck.ts).
 */
export function callContextOf(request: NextRequest, locale: Locale, botCheck?: string): CallContext {
  const call = requestCallContext(locale, callFactsOf((name) => request.cookies.get(name)?.value, request.headers, requestDeadline()));
  return botCheck === undefined ? call : { ...call, botCheck };
}

async function readBody(request: NextRequest): Promise<SubmissionBody | undefined> {
  try {
    const parsed = submissionBody.safeParse(await request.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function refusalOfCheck(check: Exclude<SubmissionCheck, { ok: true }>, ui: UiContext): NextResponse {
  if (check.problem === "invalid") {
    const sources = { overrides: overridesOf(check.fields, ui), labels: labelsOf(check.fields, ui), t: ui.t };
    return refuse(422, { ok: false, fieldErrors: issueMessages(check.issues, sources) });
  }
  const linkMissing = check.problem === "missing-fields" && check.names?.includes("code") === true;
  return refuse(400, { ok: false, formError: ui.t(linkMissing ? "form.errors.linkInvalid" : "form.errors.invalidForm") });
}

function refusalOfError(error: unknown, ui: UiContext, formFields: readonly string[]): NextResponse {
  if (!(error instanceof UserServiceError)) {
    log({ level: "error", code: "form-service-failed", error: errorText(error) });
    return refuse(502, { ok: false, formError: ui.t("form.errors.unavailable") });
  }
  const feedback = faultFeedback(error, formFields);
  const message = ui.t(feedback.key, feedback.params);
  const status = error.status >= 400 && error.status < 600 ? error.status : 400;
  return refuse(status, feedback.field === undefined ? { ok: false, formError: message } : { ok: false, fieldErrors: { [feedback.field]: message } });
}

/** The cookies an operation's effect writes: the sign-out set, or the viewer ticket derived anew. */
async function cookiesOf(effect: CookieEffect, call: CallContext, token: string | undefined): Promise<CookieWrite[]> {
  if (effect.kind === "sign-out" || token === undefined) return signOutCookies();
  return viewerCookies(await deriveViewer(call, token), token);
}

async function replyOfOutcome(outcome: Outcome, request: NextRequest, call: CallContext, body: SubmissionBody, ui: UiContext) {
  if (outcome.kind === "done") {
    const response = NextResponse.json(
      {
        ok: true,
        ...(outcome.messageKey ? { message: ui.t(outcome.messageKey, outcome.messageParams) } : {}),
        ...(outcome.redirectTo ? { redirectTo: outcome.redirectTo } : {}),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
    if (outcome.cookies) writeCookies(response.cookies, await cookiesOf(outcome.cookies, call, request.cookies.get(authCookieNames.token)?.value));
    return response;
  }
  const { cookies, session, onboardingAhead } = await completeSignIn(outcome.signedIn, call);
  const redirectTo = pathAfterSignIn(returnPath(body.redirect), session.profiles.length, onboardingAhead);
  const response = NextResponse.json({ ok: true, redirectTo, session }, { headers: { "Cache-Control": "no-store" } });
  writeCookies(response.cookies, cookies);
  return response;
}

async function submit(request: NextRequest, operation: FormOperation, locale: Locale): Promise<NextResponse> {
  const ui = createUiContext(locale, getServices().config.imagesBaseURL);
  const read = await readBody(request);
  if (!read) return refuse(400, { ok: false, formError: ui.t("form.errors.invalidForm") });
  // A reset after a mailbox proof: its code is this browser's grant cookie, not a link's (resetGrant.ts).
  const { body, usesGrant } = operation === "reset" ? withResetGrant(read, resetGrant.read(request)) : { body: read, usesGrant: false };
  const call = callContextOf(request, locale, body.botCheck);
  const load = await sharedCaches().loader.load(body.screenId, call);
  if (load.kind !== "ok") return refuse(load.kind === "unavailable" ? 503 : 400, { ok: false, formError: ui.t("form.errors.invalidForm") });
  const check = checkSubmission(load.screen.blocks, operation, body);
  if (!check.ok) return refusalOfCheck(check, ui);
  const token = request.cookies.get(authCookieNames.token)?.value;
  try {
    const social = grantOf(operation);
    const socialGrant = social?.read(request);
    const platform = check.form.platform;
    // A code resend (send-otp) from the form that links a number asks for that form's code, not a sign-in code.
    const run = operation === "send-otp" && check.form.operation === "link-phone" ? "link-phone" : operation;
    const outcome = await runOperation(run, { values: check.values, call, token, socialGrant, ...(platform === undefined ? {} : { platform }) });
    const response = await replyOfOutcome(outcome, request, call, body, ui);
    if (usesGrant) resetGrant.clear(response);
    if (socialGrant !== undefined) social?.clear(response);
    return response;
  } catch (error) {
    return refusalOfError(error, ui, check.fields.map((field) => field.name));
  }
}

export async function handleFormPost(request: NextRequest, operation: string): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  if (!isFormOperation(operation)) {
    return refuse(404, { ok: false, formError: createUiContext(locale, "").t("form.errors.invalidForm") });
  }
  return submit(request, operation, locale);
}
