/**
 * `GET /checkoutshopper/hosted-fields?parent=<origin>&lang=`: the card fields the app frames in its checkout. Only an
 * allowed origin may frame the page (`frame-ancestors <parent>`) and it only ever messages that origin; the number and
 * security code go from the page to this origin's tokenize endpoint and never to the parent.
 */
import type { ServiceLocale } from "../db/localizedText";
import type { Reply } from "../http/reply";
import type { CardProviderTexts } from "./cardProviderTexts";
import { hostedFieldsScript } from "./hostedFieldsScript";
import { escapeHtml, htmlPage, htmlReply, newNonce, plainReply } from "./pageParts";

/** The origin `parent` names, when it is exactly an origin (scheme, host and port; no path, no trailing slash). */
export function asOrigin(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    const url = new URL(value);
    return url.origin !== "null" && url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function field(name: string, label: string, autocomplete: string, extra: string): string {
  return `<div class="field"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" type="text" inputmode="numeric" autocomplete="${autocomplete}" dir="ltr" spellcheck="false" autocapitalize="off" ${extra}>
<p id="${name}-error" class="error" aria-live="polite" hidden></p></div>`;
}

export interface HostedFieldsRequest {
  parent: string | null;
  lang: ServiceLocale;
  allowedParents: ReadonlySet<string>;
  texts: CardProviderTexts["hostedFields"];
}

export function hostedFieldsPage(request: HostedFieldsRequest): Reply {
  const parent = asOrigin(request.parent);
  if (parent === undefined || !request.allowedParents.has(parent)) return plainReply(400, "The parent origin is missing or not allowed to frame the card fields.");
  const { texts, lang } = request;
  const nonce = newNonce();
  const body = `<form id="card" novalidate>
${field("number", texts.numberLabel, "cc-number", 'maxlength="23"')}
<div class="row">${field("expiry", texts.expiryLabel, "cc-exp", 'maxlength="7"')}${field("cvc", texts.cvcLabel, "cc-csc", 'maxlength="4"')}</div>
</form>`;
  const html = htmlPage({ lang, title: texts.title, nonce, body, script: hostedFieldsScript({ parent, texts }) });
  // Framed by the parent only; the page's own requests (the tokenize call) stay on this origin.
  const csp = `frame-ancestors ${parent}; default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`;
  return htmlReply(200, html, csp, { "Referrer-Policy": "no-referrer" });
}
