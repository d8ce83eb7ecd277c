import { createHmac } from "node:crypto";
import { z } from "zod";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { consentPage, socialProviders, type SocialProvider, testIdentities } from "./consentPage";
import type { FaultRoute } from "./faultRouter";
import { sendVerificationEmail } from "./emailMessages";
import { Fault, invalidInput, parseWith } from "./faults";
import { createUserWithProfile, readJson, signInReply, type UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** No open redirect: only http(s) URLs on this machine, without credentials. */
const redirectUri = z
  .string()
  .max(2048)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && localHosts.has(url.hostname) && url.username === "" && url.password === "";
  }, "an http(s) URL on localhost or 127.0.0.1");
const provider = z.enum(socialProviders);
const state = z.string().max(1024).default("");
const authorizeQuery = z.object({
  provider,
  redirectUri,
  state,
  language: z.string().optional(),
  lang: z.string().optional(),
  country: z.string().optional(),
});
const consentForm = z.object({ provider, redirectUri, state, lang: z.string().optional(), decision: z.enum(["allow", "cancel"]) });

function languageOf(request: RouteRequest, ...candidates: (string | undefined)[]): ServiceLocale {
  const named = candidates.map((value) => value?.toLowerCase()).find(isServiceLocale);
  return named ?? pickLanguage(request.headers);
}

function redirect(location: string): Reply {
  return { status: 303, headers: { Location: location, "Cache-Control": "no-store" }, body: "" };
}

const accountExists = (): Fault =>
  new Fault(409, "ACCOUNT_EXISTS", "An account with this email exists; sign in with its password, then link this provider.", {
    field: "email",
  });

/**
 * The account of a provider identity: the linked one, else the one with the same email, else a new one.
 * An email alone links an identity to an existing account only when both sides proved it: the account verified its
 * email and the provider says it verified it too. Otherwise whoever signed up first with someone else's email, or a
 * provider that lets anyone type any email, would get into the other's account; that sign-in is ACCOUNT_EXISTS.
 * A new account takes the provider's word for its email (verified or not); an unverified one gets a verification email.
 */
function accountFor(deps: UserDeps, chosen: SocialProvider, lang: ServiceLocale): { row: UserRow; newUser: boolean } {
  const person = testIdentities[chosen];
  const linked = deps.users.byIdentity(chosen, person.subject);
  if (linked !== undefined) return { row: linked, newUser: false };
  const byEmail = deps.users.byEmail(person.email);
  if (byEmail !== undefined) {
    if (!byEmail.email_verified || !person.emailVerified) throw accountExists();
    deps.users.linkIdentity(chosen, person.subject, byEmail.id);
    return { row: byEmail, newUser: false };
  }
  const row = createUserWithProfile(deps, {
    email: person.email,
    phone: null,
    passwordHash: null,
    firstName: person.firstName,
    lastName: person.lastName,
    country: "JO",
    loginProvider: chosen,
    emailVerified: person.emailVerified,
    subscribeToPromotion: false,
    subscribeToNewsLetter: false,
  }, lang);
  deps.users.linkIdentity(chosen, person.subject, row.id);
  if (!person.emailVerified) sendVerificationEmail(deps, row, lang);
  return { row, newUser: true };
}

/**
 * The stand-in identity provider signs everyone in as one fixed test person per provider: it exists only where the
 * development defaults are allowed, like the seeded test accounts (404 otherwise).
 */
export function socialRoutes(deps: UserDeps): FaultRoute[] {
  if (!deps.seedAccounts) return [];
  return [
    {
      method: "GET",
      pattern: "/user/social/authorize",
      handler: (request) => {
        const query = parseWith(authorizeQuery, Object.fromEntries(request.query));
        return consentPage({ ...query, lang: languageOf(request, query.lang, query.language) });
      },
    },
    {
      method: "POST",
      pattern: "/user/social/consent",
      handler: async (request) => {
        const form = parseWith(consentForm, Object.fromEntries(new URLSearchParams(await request.readBody(16 * 1024))));
        const target = new URL(form.redirectUri);
        if (form.decision === "cancel") target.searchParams.set("error", "access_denied");
        else target.searchParams.set("code", deps.codes.issue("social", form.provider, languageOf(request, form.lang)));
        if (form.state !== "") target.searchParams.set("state", form.state);
        return redirect(target.toString());
      },
    },
    {
      method: "POST",
      pattern: "/user/social/token",
      handler: async (request) => {
        const { code } = await readJson(request, z.object({ code: z.string().trim().min(1).max(512) }));
        const row = deps.codes.find("social", code);
        if (row === undefined || deps.codes.isExpired(row)) throw invalidInput("The code is unknown, used or expired.", "code");
        deps.codes.use(row);
        const chosen = parseWith(provider, row.target);
        const lang = isServiceLocale(row.detail) ? row.detail : "ar";
        const { row: user, newUser } = accountFor(deps, chosen, lang);
        return jsonReply(socialResult(deps, chosen, user, newUser));
      },
    },
  ];
}

/** Spec 3 "Social-login result", plus the session every sign-in gets. */
function socialResult(deps: UserDeps, chosen: SocialProvider, user: UserRow, newUser: boolean) {
  const signatureTimestamp = String(Math.floor(deps.now().getTime() / 1000));
  const UIDSignature = createHmac("sha256", deps.socialSecret).update(`${user.id}:${signatureTimestamp}`).digest("base64");
  const person = testIdentities[chosen];
  const profile = { provider: chosen, email: person.email, firstName: person.firstName, lastName: person.lastName };
  if (deps.socialSecret === "") throw new Fault(500, "INTERNAL", "No social signing secret is configured.");
  return { UID: user.id, UIDSignature, signatureTimestamp, profile, isAppLogin: false, newUser, ...signInReply(deps, user, newUser) };
}
