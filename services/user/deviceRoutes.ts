/**
 * The account's devices and TV pairing (issue 31 §3; spec 7 "Favourites, devices and set-top box"; docs/user-service.md
 * "Devices"). Every route is the signed-in user's own: which account is the session's, never a field of the body.
 * - GET /user/devicesservice: the devices with a live session, the caller's marked `current`.
 * - POST /user/devicesservice/edit `{ id, label }`: names one.
 * - POST /user/devicesservice/delete `{ id }`: signs it out (its session ends); the caller's own device is signed out
 *   by signing out (409 CURRENT_DEVICE). The account's linked set-top boxes are listed too (type STB, id
 *   `box:{serial}`); deleting one unlinks it (setTopBoxRoutes.ts).
 * - POST /user/devicesservice/rendezvousCode `{ id, rendezvousCode }` with headers `token` and `accept-session: true`:
 *   gives the TV showing the code a session of this account. `id` is the account's id, checked against the session's
 *   (403 ACCOUNT_MISMATCH), `accept-session` is the user's consent to open a session there (400 CONSENT_REQUIRED).
 *   A wrong, used or expired code is 400 PAIRING_CODE_INVALID, one answer for all three; guesses are throttled per
 *   account and address like a password (throttle.ts), so the 34-bit codes cannot be walked.
 */
import { z } from "zod";
import { jsonReply } from "../http/reply";
import { currentSession } from "./accountRoutes";
import type { FaultHandler, FaultRoute } from "./faultRouter";
import { Fault, notFoundFault } from "./faults";
import { readJson, type UserDeps } from "./userDeps";

const deviceId = z.string().trim().min(1).max(64);
const editBody = z.object({ id: deviceId, label: z.string().trim().min(1, "a name").max(40) });
const deleteBody = z.object({ id: deviceId });
const pairBody = z.object({ id: z.string().trim().min(1).max(64), rendezvousCode: z.string().max(32) });

/** A linked set-top box among the devices: `box:{serial}` (a session id never has a colon). */
const boxPrefix = "box:";
const boxSerial = (id: string): string | undefined => (id.startsWith(boxPrefix) ? id.slice(boxPrefix.length) : undefined);

const noSuchDevice = () => notFoundFault("The account has no such device.", "id");

export function deviceRoutes(deps: UserDeps): FaultRoute[] {
  const route = (method: FaultRoute["method"], path: string, handler: FaultHandler): FaultRoute => ({ method, pattern: `/user/devicesservice${path}`, handler });
  return [
    route("GET", "", (request) => {
      const { row, token } = currentSession(deps, request);
      const devices = deps.devices.list(row.id, token).map((device) => ({
        ...device,
        createdAt: new Date(device.createdAt).toISOString(),
        lastSeenAt: new Date(device.lastSeenAt).toISOString(),
      }));
      // The account's linked set-top boxes are its devices too (setTopBoxRoutes.ts), named `box:{serial}`.
      const boxes = deps.boxes.list(row.id).map((box) => {
        const linkedAt = new Date(box.linkedAt).toISOString();
        return { id: `${boxPrefix}${box.serial}`, type: "STB", label: box.label, browser: null, os: null, createdAt: linkedAt, lastSeenAt: linkedAt, current: false };
      });
      return jsonReply({ devices: [...devices, ...boxes] });
    }),
    route("POST", "/edit", async (request) => {
      const { row } = currentSession(deps, request);
      const body = await readJson(request, editBody);
      const box = boxSerial(body.id);
      const renamed = box === undefined ? deps.devices.rename(row.id, body.id, body.label) : deps.boxes.rename(row.id, box, body.label);
      if (!renamed) throw noSuchDevice();
      return jsonReply({ ok: true });
    }),
    route("POST", "/delete", async (request) => {
      const { row, token } = currentSession(deps, request);
      const body = await readJson(request, deleteBody);
      const box = boxSerial(body.id);
      if (box !== undefined) {
        if (!deps.boxes.unlink(row.id, box)) throw noSuchDevice();
        return jsonReply({ ok: true });
      }
      if (deps.devices.list(row.id, token).some((device) => device.current && device.id === body.id)) {
        throw new Fault(409, "CURRENT_DEVICE", "This is the device you are using: sign out instead.", { field: "id" });
      }
      if (!deps.devices.remove(row.id, body.id)) throw noSuchDevice();
      return jsonReply({ ok: true });
    }),
    route("POST", "/rendezvousCode", async (request) => {
      const { row } = currentSession(deps, request);
      const body = await readJson(request, pairBody);
      if (body.id !== row.id) throw new Fault(403, "ACCOUNT_MISMATCH", "The id is not the signed-in account's.", { field: "id" });
      if (request.headers["accept-session"] !== "true") {
        throw new Fault(400, "CONSENT_REQUIRED", "Send accept-session: true once the user agreed to sign the TV in.");
      }
      const attempt = deps.throttle.guessSecret(`pairing:${row.id}`, request.clientAddress, "rendezvousCode");
      const device = deps.pairings.approve(row.id, body.rendezvousCode);
      if (device === undefined) {
        throw new Fault(400, "PAIRING_CODE_INVALID", "The code is wrong, used or expired: check the TV's screen.", { field: "rendezvousCode" });
      }
      attempt.succeeded();
      return jsonReply({ ok: true, device });
    }),
  ];
}
