/**
 * The page's side of the bot check (issue 31 §5, domain/botCheck.ts): a token for one bot-checked call.
 * - In an app's web view, unless a recent failure is remembered (`mobileCaptchaFailure`), the app's captcha SDK is
 *   asked (native event `get-mobile-captcha-token` with the action). It answers `{ token }` or `{ errorCode }`; a
 *   failure, or no answer in 10 s, is remembered for spec 8's lifetime and the page checks in the browser instead.
 * - In the browser: the provider's challenge (GET /api/bot-check) solved with Web Crypto.
 * The failure cookie holds a code, no secret: writing it only makes the page skip the app, and the service still
 * checks every token.
 */
import * as check from "@/domain/check";
import { botChallengeSchema, failureCookieSeconds, isProviderFailure, mobileCaptchaFailureCookie, solveChallenge } from "@/domain/botCheck";
import { requestJson } from "../api/appApi";
import { inNativeShell, onNativeAnswer, postToNative, type NativeAnswer } from "../native/nativeBridge";
import { cookieValue } from "../session/cookieValue";

export interface BotCheckResult {
  /** Undefined when no token could be had: the page cannot reach the check (the form says the service is unreachable). */
  token?: string;
  /** The app's captcha failed with a provider failure (spec 8: told, with its code, in a toast). */
  appFailure?: string;
}

const appAnswerMs = 10_000;
const appAnswer = check.object({ token: check.optional(check.nonEmptyString), errorCode: check.optional(check.nonEmptyString) });

/** The app's token, or its failure code ("RECAPTCHA_TOKEN_GENERATION_FAILED" when it does not answer in time). */
function askApp(action: string): Promise<{ token: string } | { failure: string }> {
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve({ failure: "RECAPTCHA_TOKEN_GENERATION_FAILED" });
    }, appAnswerMs);
    stop = onNativeAnswer((answer: NativeAnswer) => {
      if (answer.event !== "get-mobile-captcha-token") return;
      const parsed = appAnswer.parse(answer.data);
      clearTimeout(timer);
      stop();
      if (parsed.ok && parsed.value.token !== undefined) resolve({ token: parsed.value.token });
      else resolve({ failure: (parsed.ok ? parsed.value.errorCode : undefined) ?? "RECAPTCHA_TOKEN_GENERATION_FAILED" });
    });
    if (!postToNative({ flow: "others", event: "get-mobile-captcha-token", data: { action } })) {
      clearTimeout(timer);
      stop();
      resolve({ failure: "RECAPTCHA_CLIENT_INIT_FAILED" });
    }
  });
}

/** The browser's own check: the provider's challenge for `action`, solved. */
async function browserToken(action: string): Promise<string | undefined> {
  try {
    const reply = await requestJson(`/api/bot-check?action=${encodeURIComponent(action)}`);
    const challenge = botChallengeSchema.parse(reply.body);
    return reply.ok && challenge.ok ? await solveChallenge(challenge.value) : undefined;
  } catch {
    return undefined;
  }
}

export async function botCheckToken(action: string): Promise<BotCheckResult> {
  if (inNativeShell() && cookieValue(document.cookie, mobileCaptchaFailureCookie) === undefined) {
    const answer = await askApp(action);
    if ("token" in answer) return { token: answer.token };
    const code = answer.failure.replace(/[^A-Z0-9_]/g, "").slice(0, 64) || "RECAPTCHA_TOKEN_GENERATION_FAILED";
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${mobileCaptchaFailureCookie}=${code}; path=/; max-age=${failureCookieSeconds(code)}; samesite=lax${secure}`;
    const token = await browserToken(action);
    return { ...(token === undefined ? {} : { token }), ...(isProviderFailure(code) ? { appFailure: code } : {}) };
  }
  const token = await browserToken(action);
  return token === undefined ? {} : { token };
}
