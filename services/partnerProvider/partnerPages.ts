/**
 * The providers' sign-in page and its error page (`GET`/`POST /{p}/oauth/authorize`), in Arabic, English or French by
 * `lang` (`<html lang dir>`, right to left for Arabic), branded with the provider's name: one `h1`, visible labels,
 * 16px text, fields and buttons at least 44px high, a clear focus outline, contrast above 4.5:1 (the card provider's
 * base style, services/cardProvider/pageParts.ts), readable at 320px, and nothing loaded from anywhere: the only style
 * is inline under a per-response nonce and no script runs. Every interpolated value is escaped. A refused request gets
 * the error page, never a redirect: its redirect URI is not trusted yet.
 */
import type { ServiceLocale } from "../db/localizedText";
import type { Reply } from "../http/reply";
import { fill, htmlPage, htmlReply, newNonce } from "../cardProvider/pageParts";
import { escapeHtml } from "../user/consentPage";
import { partnerProviderNames, type PartnerProviderId } from "./partnerProviderSettings";

export type AuthorizeProblem = "client" | "redirect" | "pkce" | "request";

const texts = {
  ar: {
    title: "تسجيل الدخول إلى {{name}}",
    intro: "يطلب شاشا التحقق من أن باقة {{name}} التلفزيونية لديك تشمل شاشا. لا يرى شاشا كلمة مرورك أبدًا.",
    login: "رقم الحساب أو البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    cancel: "إلغاء",
    wrong: "رقم الحساب أو البريد الإلكتروني أو كلمة المرور غير صحيح. تحقق منها وحاول مرة أخرى.",
    errorTitle: "لا يمكن استخدام رابط تسجيل الدخول هذا",
    back: "ارجع إلى التطبيق الذي أرسلك إلى هنا وحاول مرة أخرى.",
    problems: {
      client: "التطبيق الذي أرسلك غير مسجَّل لدى {{name}}.",
      redirect: "عنوان الرجوع في هذا الرابط غير مسجَّل لدى {{name}}.",
      pkce: "ينقص هذا الرابط رمز الحماية (PKCE S256).",
      request: "هذا الرابط ناقص أو غير صالح.",
    },
  },
  en: {
    title: "Sign in to {{name}}",
    intro: "Shasha asks to check that your {{name}} TV package includes Shasha. Shasha never sees your password.",
    login: "Account number or email",
    password: "Password",
    signIn: "Sign in",
    cancel: "Cancel",
    wrong: "The account number, email or password is not right. Check them and try again.",
    errorTitle: "This sign-in link cannot be used",
    back: "Go back to the app that sent you here and try again.",
    problems: {
      client: "The app that sent you here is not registered with {{name}}.",
      redirect: "The return address in this link is not registered with {{name}}.",
      pkce: "This link lacks its protection code (PKCE S256).",
      request: "This link is incomplete or not valid.",
    },
  },
  fr: {
    title: "Se connecter à {{name}}",
    intro: "Shasha demande à vérifier que votre forfait TV {{name}} inclut Shasha. Shasha ne voit jamais votre mot de passe.",
    login: "Numéro de compte ou e-mail",
    password: "Mot de passe",
    signIn: "Se connecter",
    cancel: "Annuler",
    wrong: "Le numéro de compte, l’e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.",
    errorTitle: "Ce lien de connexion ne peut pas être utilisé",
    back: "Revenez à l’application qui vous a envoyé ici et réessayez.",
    problems: {
      client: "L’application qui vous a envoyé ici n’est pas enregistrée chez {{name}}.",
      redirect: "L’adresse de retour de ce lien n’est pas enregistrée chez {{name}}.",
      pkce: "Il manque à ce lien son code de protection (PKCE S256).",
      request: "Ce lien est incomplet ou invalide.",
    },
  },
} as const satisfies Record<ServiceLocale, unknown>;

/** The brand colour of each provider's bar and main button: white text on it is above 6:1. */
const brand: Readonly<Record<PartnerProviderId, string>> = { dish: "#a4161a", sling: "#0b57d0" };

const pageStyle = (partner: PartnerProviderId) => `
body{padding:0}
.bar{background:${brand[partner]};color:#fff;font-weight:700;font-size:1.25rem;padding:12px 16px}
main{max-width:28rem;margin:0 auto;padding:16px}
h1{font-size:1.5rem;line-height:1.3;margin:8px 0 12px}
p{margin:0 0 16px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
button{flex:1 1 8rem;min-height:44px;padding:8px 16px;font:inherit;font-weight:600;border-radius:6px;cursor:pointer}
.primary{background:${brand[partner]};color:#fff;border:2px solid ${brand[partner]}}
.secondary{background:#fff;color:#1a1a1a;border:1px solid #5f5f5f}
.alert{border:2px solid #b3261e;border-radius:6px;padding:8px 12px;color:#b3261e}`;

/** The page's hidden fields: the request as the app's link made it, carried through the form. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The redirect URI's origin may receive the form's redirect (CSP form-action governs it too). */
function csp(nonce: string, redirectUri?: string): string {
  const target = redirectUri === undefined ? "" : ` ${new URL(redirectUri).origin}`;
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`;
}

export interface SignInPage {
  partner: PartnerProviderId;
  lang: ServiceLocale;
  request: AuthorizeRequest;
  /** The login typed before a refused try (kept; the password never is). */
  login?: string;
  refused?: boolean;
}

export function signInPage(page: SignInPage): Reply {
  const text = texts[page.lang];
  const name = partnerProviderNames[page.partner];
  const nonce = newNonce();
  const { request } = page;
  const invalid = page.refused === true ? ` aria-invalid="true" aria-describedby="wrong"` : "";
  const body = `<div class="bar">${escapeHtml(name)}</div><main>
<h1>${escapeHtml(fill(text.title, { name }))}</h1>
<p>${escapeHtml(fill(text.intro, { name }))}</p>
${page.refused === true ? `<p class="alert" id="wrong" role="alert">${escapeHtml(text.wrong)}</p>` : ""}
<form method="post" action="/${page.partner}/oauth/authorize">
${hidden("response_type", "code")}${hidden("client_id", request.clientId)}${hidden("redirect_uri", request.redirectUri)}${hidden("state", request.state)}
${hidden("code_challenge", request.codeChallenge)}${hidden("code_challenge_method", "S256")}${hidden("lang", page.lang)}
<div class="field"><label for="login">${escapeHtml(text.login)}</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(page.login ?? "")}"${invalid}></div>
<div class="field"><label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${invalid}></div>
<div class="actions"><button class="primary" type="submit" name="action" value="signin">${escapeHtml(text.signIn)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(text.cancel)}</button></div>
</form></main>`;
  const html = htmlPage({ lang: page.lang, title: fill(text.title, { name }), nonce, style: pageStyle(page.partner), body });
  return htmlReply(page.refused === true ? 401 : 200, html, csp(nonce, request.redirectUri), { "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer" });
}

/** A 400 page saying why the link cannot be used; nothing in it links back to the (untrusted) redirect URI. */
export function authorizeErrorPage(partner: PartnerProviderId, lang: ServiceLocale, problem: AuthorizeProblem): Reply {
  const text = texts[lang];
  const name = partnerProviderNames[partner];
  const nonce = newNonce();
  const body = `<div class="bar">${escapeHtml(name)}</div><main>
<h1>${escapeHtml(text.errorTitle)}</h1>
<p>${escapeHtml(fill(text.problems[problem], { name }))}</p>
<p>${escapeHtml(text.back)}</p></main>`;
  const html = htmlPage({ lang, title: text.errorTitle, nonce, style: pageStyle(partner), body });
  return htmlReply(400, html, csp(nonce), { "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer" });
}
