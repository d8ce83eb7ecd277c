/**
 * Set-top box linking (issue 31 §3; spec 7 `misc/setupBox/add`, `setupBox/get`; setTopBoxStore.ts). The account is the
 * session's, never a field of the body.
 * - POST /user/misc/setupBox/add `{ deviceSerial, linkCode, label? }`: links the box whose sticker shows this serial
 *   and code. A serial the registry lacks and a wrong code are one answer, 400 BOX_CODE_INVALID field `linkCode`,
 *   guessed no faster than a password (throttle.ts); a box another account holds is 409 BOX_TAKEN, told only once the
 *   code proved the box is at hand. Linking a box the account holds again renames it.
 * - GET /user/setupBox/get: the account's boxes `{ boxes: [{ deviceSerial, model, label, linkedAt }] }`.
 * The development registry's boxes (public codes) link only with the development defaults.
 */
import { z } from "zod";
import { jsonReply } from "../http/reply";
import { currentSession } from "./accountRoutes";
import type { FaultRoute } from "./faultRouter";
import { Fault } from "./faults";
import { normalizeSerial, type LinkedBox } from "./setTopBoxStore";
import { readJson, type UserDeps } from "./userDeps";

const addBody = z.object({
  deviceSerial: z.string().trim().min(4).max(32),
  linkCode: z.string().trim().min(4).max(16),
  label: z.string().trim().min(1).max(40).optional(),
});

export function wireBox(box: LinkedBox) {
  return { deviceSerial: box.serial, model: box.model, label: box.label, linkedAt: new Date(box.linkedAt).toISOString() };
}

export function setTopBoxRoutes(deps: UserDeps): FaultRoute[] {
  return [
    {
      method: "POST",
      pattern: "/user/misc/setupBox/add",
      handler: async (request) => {
        const { row } = currentSession(deps, request);
        const body = await readJson(request, addBody);
        const attempt = deps.throttle.guessSecret(`box:${row.id}`, request.clientAddress, "linkCode");
        const box = deps.boxes.check(body.deviceSerial, body.linkCode);
        if (box === undefined || (box.seeded && !deps.seedAccounts)) {
          throw new Fault(400, "BOX_CODE_INVALID", "No box has this serial number and code: check the sticker.", { field: "linkCode" });
        }
        attempt.succeeded();
        if (!deps.boxes.link(row.id, body.deviceSerial, body.label ?? null)) {
          throw new Fault(409, "BOX_TAKEN", "This box is linked to another account.", { field: "deviceSerial" });
        }
        const linked = deps.boxes.list(row.id).find((each) => each.serial === normalizeSerial(body.deviceSerial));
        return jsonReply({ ok: true, ...(linked === undefined ? {} : { box: wireBox(linked) }) });
      },
    },
    {
      method: "GET",
      pattern: "/user/setupBox/get",
      handler: (request) => {
        const { row } = currentSession(deps, request);
        return jsonReply({ boxes: deps.boxes.list(row.id).map(wireBox) });
      },
    },
  ];
}
