/**
 * `POST /userprofile/profiles/subscription-pin` `{ pin }` (the local contract's own; spec 3 "Profile state":
 * `isPassedPinCodeOnSubscription`, issue 29): a session gives the PIN that guards its account's subscription
 * (subscriptionPin.ts: the master profile's, else the account's) once, before it may buy, change, cancel or redeem
 * anything (services/subscription/subscriber.ts `requireAdultAccount`). A right PIN sets the session's mark
 * (services/user/subscriptionPinMarks.ts); a wrong one is 403 PIN_INVALID (field `pin`) and counts against the same
 * per-account budget as `/profiles/{id}/pin`, so two doors do not double the guesses. No PIN set: `{ ok: true }` and no
 * mark (nothing was checked, nothing is asked). A kids profile never passes it (403 KID_PROFILE_NOT_ALLOWED).
 */
import { z } from "zod";
import { jsonReply, type Reply } from "../http/reply";
import { currentSession } from "../user/accountRoutes";
import type { FaultHandler } from "../user/faultRouter";
import { Fault } from "../user/faults";
import { readJson, type UserDeps } from "../user/userDeps";
import { subscriptionPinHash } from "./subscriptionPin";

/** profileRoutes.ts `checkPin`: throttled, reserved before scrypt runs; throws PIN_INVALID or TOO_MANY_ATTEMPTS. */
export type PinCheck = (deps: UserDeps, stored: string | null, key: string, given: string, address: string) => Promise<void>;

const body = z.object({ pin: z.string().regex(/^\d{4}$/, "four digits") });

/**
 * The subscription service's code for a kids profile (docs/subscription-service.md), in this service's fault shape.
 * Written out here because faults.ts keeps the closed set of the user contract, which does not list it.
 */
function kidProfileRefusal(): Reply {
  const message = "A kids profile cannot pass the subscription PIN; switch to the account holder's profile.";
  return jsonReply({ status: 403, fault: { error: { code: "KID_PROFILE_NOT_ALLOWED", name: "Kid Profile Not Allowed", message } } }, 403);
}

export function passSubscriptionPin(deps: UserDeps, checkPin: PinCheck): FaultHandler {
  return async (request) => {
    const { row, token } = currentSession(deps, request);
    // Read together, before anything is awaited: the mark is given only to the selection found not to be a kid.
    const type = deps.sessions.selectedProfileType(token);
    const selection = deps.sessions.selectionOf(token);
    if (type !== undefined && type !== "ADULT") return kidProfileRefusal();
    const { pin } = await readJson(request, body);
    const stored = subscriptionPinHash(deps.db, row.id);
    if (stored === null) return jsonReply({ ok: true });
    await checkPin(deps, stored, `pin:${row.id}`, pin, request.clientAddress);
    // The check took a while (scrypt): a selection made meanwhile may have put a kid in front, who gets no mark.
    if (!deps.sessions.passSubscriptionPin(token, selection)) {
      throw new Fault(403, "PIN_REQUIRED", "The session switched profile meanwhile; give the PIN again.", { field: "pin" });
    }
    return jsonReply({ ok: true });
  };
}
