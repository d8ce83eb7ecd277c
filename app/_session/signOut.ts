/**
 * Ending this browser's session (spec 4 "Logging out"): the user service forgets the token; a failure there
 * does not keep anyone signed in, since the cookies go either way.
 */
import { getServices, type CallContext } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";

export async function endSession(call: CallContext, token: string | undefined): Promise<void> {
  if (token === undefined) return;
  try {
    await getServices().user.logout(call, token);
  } catch (error) {
    log({ level: "warn", code: "logout-failed", error: errorText(error) });
  }
}
