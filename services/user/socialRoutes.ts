import { z } from "zod";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { consentPage, socialPersons, type SocialPerson, socialProviders, type SocialProvider, testIdentities } from "./consentPage";
import type { FaultRequest, FaultRoute } from "./faultRouter";
import { sendVerificationEmail } from "./emailMessages";
import { Fault, invalidInput, parseWith } from "./faults";
import { checkPasswordOf } from "./accountRoutes";
import { createSocialLoginAccount, privateSignIn } from "./socialRegistration";
import { socialResult } from "./socialResult";
import { createUserWithProfile, readJson, type UserDeps } from "./userDeps";
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
const consentForm = z.object({
  provider,
  redirectUri,
  state,
  lang: z.string().optional(),
  person: z.enum(socialPersons).default("usual"),
  decision: z.enum(["allow", "cancel"]),
});

/** A code's detail: the flow's language, and whether the person shares no email (`ar private`). */
function codeDetail(lang: ServiceLocale, person: SocialPerson): string {
  return person === "private" ? `${lang} private` : lang;
}

function languageOf(request: RouteRequest, ...candidates: (string | undefined)[]): ServiceLocale {
  const named = candidates.map((value) => value?.toLowerCase()).find(isServiceLocale);
  return named ?? pickLanguage(request.headers);
}

function redirect(location: string): Reply {
  return { status: 303, headers: { Location: location, "Cache-Control": "no-store" }, body: "" };
}

const accountExists = (linkToken?: string): Fault =>
  new Fault(409, "ACCOUNT_EXISTS", "An account with this email exists; sign in with its password, then link this provider.", {
    field: "email",
    ...(linkToken === undefined ? {} : { linkToken }),
  });

const linkExpired = (): Fault => new Fault(400, "LINK_EXPIRED", "The sign-in to link is unknown, used or expired; sign in with the provider again.");

/**
 * ACCOUNT_EXISTS for `account`, with a token that links the provider's identity once the account's own password is
 * given (linkAccounts): proof of both sides, never the email alone. An account without a password (a social or phone
 * account, or one whose unproved password a mailbox proof removed) cannot prove itself here: no token, only the refusal.
 */
function refuseOrOfferLink(deps: UserDeps, chosen: SocialProvider, account: UserRow): Fault {
  if (account.password_hash === null) return accountExists();
  return accountExists(deps.codes.issue("social-link", chosen, account.id));
}

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
    if (!byEmail.email_verified || !person.emailVerified) throw refuseOrOfferLink(deps, chosen, byEmail);
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
        else target.searchParams.set("code", deps.codes.issue("social", form.provider, codeDetail(languageOf(request, form.lang), form.person)));
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
        const [named, person] = row.detail.split(" ");
        const lang = isServiceLocale(named) ? named : "ar";
        if (person === "private") return privateSignIn(deps, chosen, lang, request);
        const { row: user, newUser } = accountFor(deps, chosen, lang);
        return jsonReply(socialResult(deps, chosen, testIdentities[chosen], user, newUser, request));
      },
    },
    {
      method: "POST",
      pattern: "/user/linkAccounts",
      handler: (request) => linkAccounts(deps, request),
    },
    {
      method: "POST",
      pattern: "/user/createSocialLoginAccount",
      handler: (request) => createSocialLoginAccount(deps, request),
    },
  ];
}

/**
 * Spec 7 linkAccounts: the provider's identity of a refused social sign-in (its link token) joins the account with
 * its email once that account's password is given (checked and throttled as a sign-in by email is); then either
 * sign-in opens the account. A wrong password leaves the token usable until it expires; the token is single-use.
 */
async function linkAccounts(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const body = await readJson(request, z.object({ linkToken: z.string().trim().min(1).max(512), password: z.string().max(1024) }));
  const code = deps.codes.find("social-link", body.linkToken);
  if (code === undefined || deps.codes.isExpired(code)) throw linkExpired();
  const chosen = parseWith(provider, code.target);
  const person = testIdentities[chosen];
  const account = deps.users.byId(code.detail);
  // The account changed its email since: the identity no longer meets it.
  if (account === undefined || account.email !== person.email) throw linkExpired();
  const checked = await checkPasswordOf(deps, `email:${person.email}`, account, body.password, request.clientAddress);
  deps.codes.use(code);
  deps.users.linkIdentity(chosen, person.subject, checked.id);
  return jsonReply(socialResult(deps, chosen, person, checked, false, request));
}
