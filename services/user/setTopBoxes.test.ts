/**
 * Set-top box linking (issue 31 §3, spec 7 misc/setupBox/add and setupBox/get): the serial and the sticker's code link a
 * box to the session's account, which then lists it among its devices, names it and unlinks it; one answer for an
 * unknown serial and a wrong code, guessed no faster than a password; another account's box is refused; the
 * development registry's boxes link only with the development defaults.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { seedBoxes } from "./setTopBoxStore";
import { call, faultOf, signIn, signInSchema } from "./testClient";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

const [first, second] = seedBoxes;
const boxesSchema = z.object({ boxes: z.array(z.object({ deviceSerial: z.string(), model: z.string(), label: z.string().nullable(), linkedAt: z.string() })) });
const devicesSchema = z.object({ devices: z.array(z.object({ id: z.string(), type: z.string(), label: z.string().nullable() })) });

const add = (token: string, body: Record<string, string>) => call(services, "/user/misc/setupBox/add", { token, body });
const boxesOf = async (token: string) => boxesSchema.parse((await call(services, "/user/setupBox/get", { token })).body).boxes;
const devicesOf = async (token: string) => devicesSchema.parse((await call(services, "/user/devicesservice", { token })).body).devices;

describe("linking a set-top box", () => {
  test("the sticker's serial and code link the box, typed as printed; it is among the account's devices, named, then unlinked", async () => {
    if (first === undefined) throw new Error("no seeded box");
    const { token } = await signIn(services, "registered@shasha.test", seedPassword);
    const linked = await add(token, { deviceSerial: "sb-1000 0001", linkCode: "4827-1936", label: "Living room" });
    expect(linked.status).toBe(200);
    expect(await boxesOf(token)).toEqual([{ deviceSerial: first.serial, model: first.model, label: "Living room", linkedAt: expect.any(String) }]);
    expect(await devicesOf(token)).toContainEqual({ id: `box:${first.serial}`, type: "STB", label: "Living room" });

    // Linked again without a name: still the account's, keeping its name; renamed from the devices list.
    expect((await add(token, { deviceSerial: first.serial, linkCode: first.code })).status).toBe(200);
    expect((await call(services, "/user/devicesservice/edit", { token, body: { id: `box:${first.serial}`, label: "Bedroom" } })).status).toBe(200);
    expect((await boxesOf(token)).map((box) => box.label)).toEqual(["Bedroom"]);

    expect((await call(services, "/user/devicesservice/delete", { token, body: { id: `box:${first.serial}` } })).status).toBe(200);
    expect(await boxesOf(token)).toEqual([]);
    expect((await devicesOf(token)).some((device) => device.type === "STB")).toBe(false);
  });

  test("an unknown serial and a wrong code are one answer; another account's box is refused, its owner's kept", async () => {
    if (second === undefined) throw new Error("no seeded box");
    const owner = await signIn(services, "subscribed@shasha.test", seedPassword);
    const other = await signIn(services, "card@shasha.test", seedPassword);
    for (const body of [
      { deviceSerial: "SB99999999", linkCode: second.code },
      { deviceSerial: second.serial, linkCode: "00000000" },
    ]) {
      const refused = await add(other.token, body);
      expect(refused.status).toBe(400);
      expect(faultOf(refused).fault.error).toMatchObject({ code: "BOX_CODE_INVALID", field: "linkCode" });
    }
    expect((await add(owner.token, { deviceSerial: second.serial, linkCode: second.code })).status).toBe(200);
    const taken = await add(other.token, { deviceSerial: second.serial, linkCode: second.code });
    expect(taken.status).toBe(409);
    expect(faultOf(taken).fault.error.code).toBe("BOX_TAKEN");
    // Nor can the other account rename or unlink it from its own devices list.
    expect((await call(services, "/user/devicesservice/delete", { token: other.token, body: { id: `box:${second.serial}` } })).status).toBe(404);
    expect((await boxesOf(owner.token)).map((box) => box.deviceSerial)).toEqual([second.serial]);
  });

  test("a deleted account's box is free to link again, without its name", async () => {
    const [, , third] = seedBoxes;
    if (third === undefined) throw new Error("no seeded box");
    const made = await call(services, "/user/createAccount", { body: { email: "box-leaver@example.com", password: "Abcdef-12" } });
    const leaver = signInSchema.parse(made.body);
    expect((await add(leaver.token, { deviceSerial: third.serial, linkCode: third.code, label: "Old flat" })).status).toBe(200);
    expect((await call(services, "/user/deleteAccount", { body: { password: "Abcdef-12" }, token: leaver.token })).status).toBe(200);
    const next = await signIn(services, "registered@shasha.test", seedPassword);
    expect((await add(next.token, { deviceSerial: third.serial, linkCode: third.code })).status).toBe(200);
    expect((await boxesOf(next.token)).find((box) => box.deviceSerial === third.serial)?.label).toBeNull();
    expect((await call(services, "/user/devicesservice/delete", { token: next.token, body: { id: `box:${third.serial}` } })).status).toBe(200);
  });

  test("needs a session; guessing codes is throttled like a password", async () => {
    const anonymous = await call(services, "/user/misc/setupBox/add", { body: { deviceSerial: "SB10000003", linkCode: "00000000" } });
    expect(faultOf(anonymous).fault.error.code).toBe("407");
    const { token } = await signIn(services, "pending@shasha.test", seedPassword);
    const codes = Array.from({ length: 6 }, (_, index) => String(10_000_000 + index));
    const replies = [];
    for (const linkCode of codes) replies.push(faultOf(await add(token, { deviceSerial: "SB10000003", linkCode })).fault.error.code);
    expect(replies.slice(0, 5)).toEqual(Array(5).fill("BOX_CODE_INVALID"));
    expect(replies[5]).toBe("TOO_MANY_ATTEMPTS");
  });
});

describe("without the development defaults", () => {
  test("the development registry's boxes, whose codes are public, do not link", async () => {
    const production = await startTestServices({ seedAccounts: false });
    try {
      const made = await call(production, "/user/createAccount", { body: { email: "box-owner@example.com", password: "Abcdef-12" } });
      const { token } = signInSchema.parse(made.body);
      const refused = await call(production, "/user/misc/setupBox/add", { token, body: { deviceSerial: "SB10000001", linkCode: "48271936" } });
      expect(faultOf(refused).fault.error).toMatchObject({ code: "BOX_CODE_INVALID", field: "linkCode" });
    } finally {
      await production.close();
    }
  });
});
