import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { readReply } from "../testing/startTestServices";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, fakeClock, faultOf, signIn } from "./testClient";

let services: TestServices;
const clock = fakeClock();

beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
});
afterAll(() => services.close());

const devicesSchema = z.object({
  devices: z.array(z.object({ id: z.string(), type: z.string(), label: z.string().nullable(), browser: z.string().nullable(), os: z.string().nullable(), current: z.boolean() })),
});
const startedSchema = z.object({ device_code: z.string(), user_code: z.string(), verification_uri: z.string(), verification_uri_complete: z.string(), expires_in: z.number(), interval: z.number() });

/** The TV's side, on the public listener as a TV reaches it. */
async function tvCall(path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = init.body === undefined ? {} : { "content-type": "application/json" };
  if (init.token !== undefined) headers.token = init.token;
  const method = init.body === undefined ? "GET" : "POST";
  return readReply(await fetch(`${services.imagesUrl}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }));
}

const pair = (token: string, id: string, code: string, accept = "true") =>
  call(services, "/user/devicesservice/rendezvousCode", { token, body: { id, rendezvousCode: code }, headers: { "accept-session": accept } });
const devices = async (token: string) => devicesSchema.parse((await call(services, "/user/devicesservice", { token })).body).devices;

describe("pairing the simulated TV and the account's devices (issue 31 §3)", () => {
  test("the TV shows a code, the signed-in user enters it, the TV is signed in; removing it signs it out", async () => {
    const page = await tvCall("/tv?lang=ar");
    expect(page.status).toBe(200);
    expect(page.text).toContain('dir="rtl"');
    expect(page.headers.get("content-security-policy")).toContain("script-src 'nonce-");

    const started = startedSchema.parse((await tvCall("/tv/device/authorize", { body: { label: "Living room", deviceType: "TV" } })).body);
    expect(started.verification_uri).toMatch(/\/hub\/pairing-device$/);
    expect(started.verification_uri_complete).toMatch(new RegExp(`/hub/auto-pairing#pairCode=${started.user_code}&type=pairing$`));
    expect((await tvCall("/tv/device/token", { body: { device_code: started.device_code } })).body).toEqual({ error: "authorization_pending" });

    const web = await signIn(services, "subscribed@shasha.test", seedPassword);
    const other = await signIn(services, "registered@shasha.test", seedPassword);
    // The account is the session's: naming another account's id is refused; so is a pairing without the consent header.
    expect(faultOf(await pair(web.token, other.user.id, started.user_code))).toMatchObject({ status: 403, fault: { error: { code: "ACCOUNT_MISMATCH" } } });
    expect(faultOf(await pair(web.token, web.user.id, started.user_code, "false")).fault.error.code).toBe("CONSENT_REQUIRED");
    expect(faultOf(await pair("not-a-token", web.user.id, started.user_code)).fault.error.code).toBe("407");
    expect((await pair(web.token, web.user.id, started.user_code.toLowerCase())).body).toEqual({ ok: true, device: { label: "Living room", type: "TV" } });
    // The same code again is refused, with the answer a wrong code gets.
    expect(faultOf(await pair(web.token, web.user.id, started.user_code)).fault.error).toMatchObject({ code: "PAIRING_CODE_INVALID", field: "rendezvousCode" });

    clock.advance(5000);
    const session = z.object({ token: z.string(), sessionId: z.string() }).parse((await tvCall("/tv/device/token", { body: { device_code: started.device_code } })).body);
    expect((await tvCall("/tv/device/session", { token: session.token })).body).toMatchObject({ signedIn: true });

    const listed = await devices(web.token);
    expect(listed.find((device) => device.current)?.type).toBe("WEB");
    expect(listed.find((device) => device.id === session.sessionId)).toMatchObject({ type: "TV", label: "Living room", current: false });
    expect((await devices(other.token)).some((device) => device.id === session.sessionId)).toBe(false);

    // Another account cannot rename or remove it; the owner can. The device in use is signed out by signing out.
    const edit = (token: string, label: string) => call(services, "/user/devicesservice/edit", { token, body: { id: session.sessionId, label } });
    const remove = (token: string, id: string) => call(services, "/user/devicesservice/delete", { token, body: { id } });
    expect(faultOf(await edit(other.token, "Mine now")).fault.error.code).toBe("NOT_FOUND");
    expect(faultOf(await remove(other.token, session.sessionId)).fault.error.code).toBe("NOT_FOUND");
    expect((await edit(web.token, "Bedroom TV")).status).toBe(200);
    expect((await devices(web.token)).find((device) => device.id === session.sessionId)?.label).toBe("Bedroom TV");
    const current = listed.find((device) => device.current)?.id ?? "";
    expect(faultOf(await remove(web.token, current)).fault.error.code).toBe("CURRENT_DEVICE");
    expect((await remove(web.token, session.sessionId)).status).toBe(200);
    expect((await tvCall("/tv/device/session", { token: session.token })).status).toBe(401);
    expect((await devices(web.token)).map((device) => device.id)).not.toContain(session.sessionId);
  });

  test("wrong codes are throttled like a password: the sixth in a row from one address waits", async () => {
    const web = await signIn(services, "canceled@shasha.test", seedPassword);
    for (let i = 0; i < 5; i += 1) expect(faultOf(await pair(web.token, web.user.id, "BCDF-GHJK")).fault.error.code).toBe("PAIRING_CODE_INVALID");
    expect(faultOf(await pair(web.token, web.user.id, "BCDF-GHJK")).fault.error).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
  });

  test("a TV's malformed requests are refused in the RFC's words", async () => {
    expect((await tvCall("/tv/device/token", { body: { device_code: "nope" } })).body).toEqual({ error: "invalid_grant" });
    expect((await tvCall("/tv/device/token", { body: { code: 1 } })).body).toEqual({ error: "invalid_request" });
    expect((await tvCall("/tv/device/session", { token: "nope" })).status).toBe(401);
  });
});
