import { createHmac } from "node:crypto";
import type { SocialProvider } from "./consentPage";
import type { FaultRequest } from "./faultRouter";
import { Fault } from "./faults";
import { signInReply, type UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

/** What the provider says of the person: their email is the account's when the provider shared none. */
export interface SocialProfile {
  email: string | null;
  firstName: string;
  lastName: string;
}

/** Spec 3 "Social-login result", plus the session every sign-in gets. */
export function socialResult(deps: UserDeps, chosen: SocialProvider, person: SocialProfile, user: UserRow, newUser: boolean, request: FaultRequest) {
  if (deps.socialSecret === "") throw new Fault(500, "INTERNAL", "No social signing secret is configured.");
  const signatureTimestamp = String(Math.floor(deps.now().getTime() / 1000));
  const UIDSignature = createHmac("sha256", deps.socialSecret).update(`${user.id}:${signatureTimestamp}`).digest("base64");
  const profile = { provider: chosen, email: person.email ?? user.email ?? "", firstName: person.firstName, lastName: person.lastName };
  return { UID: user.id, UIDSignature, signatureTimestamp, profile, isAppLogin: false, newUser, ...signInReply(deps, user, request, newUser) };
}
