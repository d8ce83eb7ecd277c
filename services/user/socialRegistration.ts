/**
 * Spec 2 social-registration, spec 7 createSocialLoginAccount: a provider's person who shares no email with the app
 * (a phone-only account, or one that keeps its email private) cannot be matched to an account nor reached. Their first
 * sign-in is REGISTRATION_REQUIRED with a single-use registration token (10 minutes); the registration form gives the
 * email the account will use, and createSocialLoginAccount makes the account with the provider's identity linked. The
 * email is the person's word, so it is unverified and gets a verification email; one that already has an account is
 * EMAIL_TAKEN (the token stays usable for another email). Later sign-ins find the identity and need no email.
 */
import { z } from "zod";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { jsonReply, type Reply } from "../http/reply";
import { privateIdentities, socialProviders, type SocialProvider } from "./consentPage";
import { sendVerificationEmail } from "./emailMessages";
import type { FaultRequest } from "./faultRouter";
import { Fault, parseWith } from "./faults";
import { socialResult } from "./socialResult";
import { createUserWithProfile, emailSchema, readJson, type UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

const registrationExpired = (): Fault =>
  new Fault(400, "LINK_EXPIRED", "The sign-in to register is unknown, used or expired; sign in with the provider again.");

/** The sign-in reply of the account a private person's identity is linked to (the account's email stands in for theirs). */
function privateResult(deps: UserDeps, chosen: SocialProvider, account: UserRow, newUser: boolean, request: FaultRequest): Reply {
  return jsonReply(socialResult(deps, chosen, { ...privateIdentities[chosen], email: null }, account, newUser, request));
}

/** The sign-in of a provider's person who shares no email: their account if the identity has one, else a registration. */
export function privateSignIn(deps: UserDeps, chosen: SocialProvider, lang: ServiceLocale, request: FaultRequest): Reply {
  const linked = deps.users.byIdentity(chosen, privateIdentities[chosen].subject);
  if (linked !== undefined) return privateResult(deps, chosen, linked, false, request);
  const registrationToken = deps.codes.issue("social-registration", chosen, lang);
  throw new Fault(409, "REGISTRATION_REQUIRED", "The provider shared no email; register with one to finish signing in.", { registrationToken });
}

const registration = z.object({
  registrationToken: z.string().trim().min(1).max(512),
  email: emailSchema,
  subscribeToPromotion: z.boolean().optional(),
  subscribeToNewsLetter: z.boolean().optional(),
});

/** POST /user/createSocialLoginAccount: the account of a registration token's person, with the email they give. */
export async function createSocialLoginAccount(deps: UserDeps, request: FaultRequest): Promise<Reply> {
  const body = await readJson(request, registration);
  const code = deps.codes.find("social-registration", body.registrationToken);
  if (code === undefined || deps.codes.isExpired(code)) throw registrationExpired();
  const chosen = parseWith(z.enum(socialProviders), code.target);
  const lang = isServiceLocale(code.detail) ? code.detail : "ar";
  const person = privateIdentities[chosen];
  // Counted as a sign-up (per email and address) before the email is looked up.
  deps.throttle.signUp(body.email, request.clientAddress);
  if (deps.users.byEmail(body.email) !== undefined) {
    throw new Fault(409, "EMAIL_TAKEN", "An account with this email already exists; sign in with it instead.", { field: "email" });
  }
  deps.codes.use(code);
  // Another tab of the same person registered meanwhile: that account it is.
  const linked = deps.users.byIdentity(chosen, person.subject);
  if (linked !== undefined) return privateResult(deps, chosen, linked, false, request);
  const row = deps.db.transaction(() => {
    const created = createUserWithProfile(deps, {
      email: body.email,
      phone: null,
      passwordHash: null,
      firstName: person.firstName,
      lastName: person.lastName,
      country: request.query.get("country")?.toUpperCase() ?? "JO",
      loginProvider: chosen,
      emailVerified: false,
      subscribeToPromotion: body.subscribeToPromotion ?? false,
      subscribeToNewsLetter: body.subscribeToNewsLetter ?? false,
    }, lang);
    deps.users.linkIdentity(chosen, person.subject, created.id);
    return created;
  })();
  sendVerificationEmail(deps, row, lang);
  return privateResult(deps, chosen, row, true, request);
}
