/**
 * POST /api/devices `{ id, action: "rename", label }` or `{ id, action: "remove" }`: the devices page's actions
 * (components/devices/DeviceActions.tsx) on the signed-in account's devices (issue 31 §3); `{ action: "pair", code }`:
 * the auto-pairing page's accept (components/devices/PairingRequest.tsx). The session token stays in
 * its HttpOnly cookie; whose devices these are is the user service's decision from it, so another account's device id
 * is its 404, and the device in use is its 409 CURRENT_DEVICE. A guest gets 401.
 */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, refusal, reply } from "@/app/_api/playbackRoute";
import { callContextOf } from "@/app/_api/formRoute";
import { getServices, UserServiceError } from "@/app/_server/services";
import { authCookieNames } from "@/app/_session/authCookies";
import { pairDevice } from "@/app/_api/devicePairing";
import { errorText, log } from "@/ops/log";

const change = z.discriminatedUnion("action", [
  z.object({ id: z.string().min(1).max(64), action: z.literal("rename"), label: z.string().trim().min(1).max(40) }),
  z.object({ id: z.string().min(1).max(64), action: z.literal("remove") }),
  z.object({ action: z.literal("pair"), code: z.string().min(1).max(32) }),
]);

export async function POST(request: NextRequest) {
  const token = request.cookies.get(authCookieNames.token)?.value;
  if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
  const body = await bodyOf(request, change);
  if (!body) return refusal(400, "bad-request", 'The body must be { "id", "action": "rename", "label" }, { "id", "action": "remove" } or { "action": "pair", "code" }.');
  const call = callContextOf(request, "ar");
  const devices = getServices().devices;
  try {
    if (body.action === "rename") await devices.rename(call, token, body.id, body.label);
    else if (body.action === "remove") await devices.remove(call, token, body.id);
    else await pairDevice(call, token, body.code);
    return reply({ ok: true });
  } catch (error) {
    if (error instanceof UserServiceError) return refusal(error.status, error.code, "The user service refused the change.");
    log({ level: "error", code: "devices-call-failed", error: errorText(error) });
    return refusal(502, "USER_SERVICE_UNAVAILABLE", "The user service did not answer.");
  }
}
