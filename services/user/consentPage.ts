import type { ServiceLocale } from "../db/localizedText";
import type { Reply } from "../http/reply";

export const socialProviders = ["site", "facebook", "googleplus", "apple", "sso1", "sso2"] as const;
export type SocialProvider = (typeof socialProviders)[number];

export interface SocialIdentity {
  subject: string;
  email: string;
  /** Whether the provider vouches that this person controls `email` (OpenID Connect's `email_verified`). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The stand-in identity provider signs everyone in as one fixed test person per provider. The second partner
 * account's provider does not verify emails, so its sign-in is never linked to an account by email.
 */
export const testIdentities: Record<SocialProvider, SocialIdentity> = {
  site: { subject: "site-tester-1", email: "site.tester@shasha.test", emailVerified: true, firstName: "Salma", lastName: "Site" },
  facebook: { subject: "fb-tester-1", email: "facebook.tester@shasha.test", emailVerified: true, firstName: "Fadi", lastName: "Facebook" },
  googleplus: { subject: "g-tester-1", email: "google.tester@shasha.test", emailVerified: true, firstName: "Ghada", lastName: "Google" },
  apple: { subject: "apple-tester-1", email: "apple.tester@shasha.test", emailVerified: true, firstName: "Adam", lastName: "Apple" },
  sso1: { subject: "sso1-tester-1", email: "sso1.tester@shasha.test", emailVerified: true, firstName: "Sami", lastName: "Partner" },
  sso2: { subject: "sso2-tester-1", email: "sso2.tester@shasha.test", emailVerified: false, firstName: "Nour", lastName: "Partner" },
};

/** A person of the provider who shares no email with the app (a phone-only account, or one that keeps its email private). */
export type PrivateIdentity = Omit<SocialIdentity, "email" | "emailVerified">;

/** The second test person per provider, who shares no email: their first sign-in asks for one (social-registration). */
export const privateIdentities: Record<SocialProvider, PrivateIdentity> = {
  site: { subject: "site-private-1", firstName: "Samir", lastName: "Site" },
  facebook: { subject: "fb-private-1", firstName: "Farah", lastName: "Facebook" },
  googleplus: { subject: "g-private-1", firstName: "Ghassan", lastName: "Google" },
  apple: { subject: "apple-private-1", firstName: "Amal", lastName: "Apple" },
  sso1: { subject: "sso1-private-1", firstName: "Sana", lastName: "Partner" },
  sso2: { subject: "sso2-private-1", firstName: "Nabil", lastName: "Partner" },
};

export const socialPersons = ["usual", "private"] as const;
export type SocialPerson = (typeof socialPersons)[number];

const wording: Record<ServiceLocale, { title: string; intro: string; person: string; noEmail: string; allow: string; cancel: string }> = {
  ar: { title: "تسجيل الدخول عبر", intro: "يطلب شاشا تسجيل دخولك بأحد هذين الحسابين التجريبيين:", person: "الحساب", noEmail: "لا يشارك بريده الإلكتروني", allow: "سماح", cancel: "إلغاء" },
  en: { title: "Sign in with", intro: "Shasha asks to sign you in with one of these test accounts:", person: "Account", noEmail: "shares no email", allow: "Allow", cancel: "Cancel" },
  fr: { title: "Se connecter avec", intro: "Shasha demande à vous connecter avec l’un de ces comptes de test :", person: "Compte", noEmail: "ne partage pas son e-mail", allow: "Autoriser", cancel: "Annuler" },
};

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

export interface ConsentRequest {
  provider: SocialProvider;
  redirectUri: string;
  state: string;
  lang: ServiceLocale;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** Every interpolated value is escaped; the CSP allows no script at all. */
export function consentPage(request: ConsentRequest): Reply {
  const text = wording[request.lang];
  const person = testIdentities[request.provider];
  const withheld = privateIdentities[request.provider];
  const body = `<!doctype html>
<html lang="${request.lang}" dir="${request.lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(`${text.title} ${request.provider}`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{margin-inline-end:.5rem;padding:.5rem 1rem}fieldset{margin-block:1rem}</style>
</head><body><h1>${escapeHtml(`${text.title} ${request.provider}`)}</h1><p>${escapeHtml(text.intro)}</p>
<form method="post" action="/user/social/consent">
<fieldset><legend>${escapeHtml(text.person)}</legend>
<p><label><input type="radio" name="person" value="usual" checked> <strong>${escapeHtml(`${person.firstName} ${person.lastName}`)}</strong>, ${escapeHtml(person.email)}</label></p>
<p><label><input type="radio" name="person" value="private"> <strong>${escapeHtml(`${withheld.firstName} ${withheld.lastName}`)}</strong>, ${escapeHtml(text.noEmail)}</label></p>
</fieldset>
${hidden("provider", request.provider)}${hidden("redirectUri", request.redirectUri)}${hidden("state", request.state)}${hidden("lang", request.lang)}
<button type="submit" name="decision" value="allow">${escapeHtml(text.allow)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button>
</form></body></html>`;
  return {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      // form-action also governs the redirect after the post, so the allowed local app origins are listed.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*; frame-ancestors 'none'",
    },
    body,
  };
}
