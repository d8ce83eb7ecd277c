/**
 * Whether a subscription page must ask the account's PIN first (spec 3 "Profile state": `isPassedPinCodeOnSubscription`,
 * issue 29): the profiles service's `subscriptionPinRequired` for this session (a PIN guards the account and the session
 * has not passed it; docs/user-service.md "Subscription PIN"). Fail closed: when the service cannot say, the page asks.
 * The page's answer only shapes what is shown; the subscription service refuses a write without the mark itself (403
 * SUBSCRIPTION_PIN_REQUIRED).
 */
import { errorText, log } from "@/ops/log";
import { getServices, type CallContext } from "./services";

/** The signed-in session a server page renders for: its token (from the HttpOnly cookie) and the call context. */
export interface PinSession {
  token: string;
  call: CallContext;
}

export async function subscriptionPinRequired(session: PinSession): Promise<boolean> {
  try {
    return (await getServices().profiles.settings(session.call, { token: session.token })).subscriptionPinRequired;
  } catch (error) {
    log({ level: "warn", code: "subscription-pin-state-failed", error: errorText(error) });
    return true;
  }
}
