/**
 * The 3-D Secure challenge page (`GET /checkoutshopper/threeds?ref=&lang=`): the bank's "enter the code we sent you"
 * step, one field, Confirm and Cancel, posted to this origin. Never framed; its form may only go here and, through
 * the redirect that ends the challenge, to the payment's return URL.
 */
import type { ServiceLocale } from "../db/localizedText";
import type { Reply } from "../http/reply";
import type { CardProviderTexts } from "./cardProviderTexts";
import { escapeHtml, fill, htmlPage, htmlReply, newNonce } from "./pageParts";

const style = `main{max-width:28rem;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:0 0 8px}
.hint{color:#4a4a4a}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{min-height:44px;min-width:44px;padding:8px 20px;font:inherit;font-weight:600;border-radius:6px;border:2px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}
.secondary{background:#fff;color:#0b57d0}`;

/** Minor units in the currency's own decimals: 5000 JOD (3 decimals) is 5.000. */
export function formatAmount(value: number, currency: string, lang: ServiceLocale): string {
  try {
    const format = new Intl.NumberFormat(lang === "ar" ? "ar-JO-u-nu-latn" : lang, { style: "currency", currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(value / 10 ** digits);
  } catch {
    return `${value} ${currency}`;
  }
}

function pageCsp(nonce: string, returnOrigin: string | undefined): string {
  // Chrome applies form-action to where the post is redirected too: the return URL's origin.
  const formAction = returnOrigin === undefined ? "'self'" : `'self' ${returnOrigin}`;
  return `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

const headers = { "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY" };

export interface ChallengePage {
  ref: string;
  lang: ServiceLocale;
  texts: CardProviderTexts["threeds"];
  amount: { value: number; currency: string };
  returnUrl: string;
  /** After a wrong answer. */
  wrongAnswer?: boolean;
}

function returnOriginOf(returnUrl: string): string | undefined {
  try {
    return new URL(returnUrl).origin;
  } catch {
    return undefined;
  }
}

export function challengePage(page: ChallengePage): Reply {
  const { texts, lang } = page;
  const nonce = newNonce();
  const described = page.wrongAnswer ? "instruction code-error" : "instruction";
  const error = page.wrongAnswer ? `<p id="code-error" class="error" role="alert">${escapeHtml(texts.wrongCode)}</p>` : "";
  const body = `<main><h1>${escapeHtml(texts.title)}</h1>
<p id="instruction">${escapeHtml(texts.instruction)}</p>
<p>${escapeHtml(fill(texts.amount, { amount: formatAmount(page.amount.value, page.amount.currency, lang) }))}</p>
<p class="hint">${escapeHtml(texts.testHint)}</p>
<form method="post" action="/checkoutshopper/threeds">
<input type="hidden" name="ref" value="${escapeHtml(page.ref)}"><input type="hidden" name="lang" value="${lang}">
<div class="field"><label for="code">${escapeHtml(texts.codeLabel)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="8" required autofocus aria-describedby="${described}"${page.wrongAnswer ? ' aria-invalid="true"' : ""}>
${error}</div>
<div class="actions"><button type="submit" class="primary" name="action" value="confirm">${escapeHtml(texts.confirm)}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button></div>
</form></main>`;
  const html = htmlPage({ lang, title: texts.title, nonce, style, body });
  return htmlReply(200, html, pageCsp(nonce, returnOriginOf(page.returnUrl)), headers);
}

/** The challenge is over or unknown. */
export function unavailablePage(lang: ServiceLocale, texts: CardProviderTexts["threeds"]): Reply {
  const nonce = newNonce();
  const body = `<main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.unavailable)}</p></main>`;
  return htmlReply(404, htmlPage({ lang, title: texts.title, nonce, style, body }), pageCsp(nonce, undefined), headers);
}
