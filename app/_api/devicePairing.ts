/**
 * Signs in the TV showing `code` to the session's account (issue 31 §3), for the pairing form (/hub/pairing-device)
 * and the auto-pairing page's accept (/api/devices). The account id the service checks is read from the session
 * itself, never taken from the browser.
 */
import { getServices, type CallContext } from "@/app/_server/services";

export async function pairDevice(call: CallContext, token: string, code: string): Promise<void> {
  const services = getServices();
  const account = await services.user.userData(call, token);
  await services.devices.pair(call, token, account.id, code);
}
