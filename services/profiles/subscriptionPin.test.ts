/**
 * The subscription PIN on the profiles service's side (subscriptionPinRoute.ts, docs/user-service.md "Subscription
 * PIN"): which PIN applies, the session's mark set only by a right PIN and only for an adult, cleared by selecting
 * another profile and, for the other sessions, by a change of the PIN; wrong guesses share the account's PIN budget.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { faultCodeOf, profilesInProcess, type Family } from "./subscriptionPinTestKit";

const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-subscription-pin-"));
const db = openDatabase(dataDir);
db.transaction(() => migrate(db))();
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const profiles = profilesInProcess(db, () => new Date("2026-11-26T12:00:00.000Z"));
const { call, deps } = profiles;

const settingsSchema = z.object({ settings: z.object({ hasPin: z.boolean(), subscriptionPinRequired: z.boolean() }) });
const required = async (token: string) => settingsSchema.parse((await call("/settings", { token })).body).settings.subscriptionPinRequired;
const pass = (token: string, pin: string, address?: string) => call("/profiles/subscription-pin", { token, body: { pin }, ...(address === undefined ? {} : { address }) });
const setAccountPin = (family: Family, pin: string | null) => call("/settings", { method: "PATCH", token: family.token, body: { pin } });
const setProfilePin = (family: Family, id: string, pin: string | null) => call(`/profiles/${id}`, { method: "PATCH", token: family.token, body: { pin } });
const select = (token: string, id: string, pin?: string) => call(`/profiles/${id}/select`, { token, body: pin === undefined ? {} : { pin } });

describe("which PIN guards the subscription", () => {
  test("none set: nothing is asked, any PIN answers ok and no mark is set", async () => {
    const family = profiles.family();
    expect(await required(family.token)).toBe(false);
    expect(await pass(family.token, "0000")).toEqual({ status: 200, body: { ok: true } });
    expect(deps.sessions.hasPassedSubscriptionPin(family.token)).toBe(false);
  });

  test("the account PIN: asked until the right one; a wrong one is PIN_INVALID on `pin` and changes nothing", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    expect(await required(family.token)).toBe(true);
    const wrong = await pass(family.token, "1357");
    expect([wrong.status, faultCodeOf(wrong)]).toEqual([403, "PIN_INVALID"]);
    expect(wrong.body).toMatchObject({ fault: { error: { field: "pin" } } });
    expect(await required(family.token)).toBe(true);
    expect(await pass(family.token, "2468")).toEqual({ status: 200, body: { ok: true } });
    expect(await required(family.token)).toBe(false);
  });

  test("the master profile's own PIN comes before the account's; another profile's PIN guards nothing", async () => {
    const family = profiles.family();
    await setProfilePin(family, family.kidId, "9999");
    expect(await required(family.token)).toBe(false);
    await setAccountPin(family, "2222");
    await setProfilePin(family, family.masterId, "1111");
    expect(faultCodeOf(await pass(family.token, "2222"))).toBe("PIN_INVALID");
    expect((await pass(family.token, "1111")).status).toBe(200);
    expect(await required(family.token)).toBe(false);
  });

  test("a malformed PIN or no session is refused before any check", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    const malformed = await pass(family.token, "24a8");
    expect([malformed.status, faultCodeOf(malformed)]).toEqual([400, "INVALID_INPUT"]);
    expect((await call("/profiles/subscription-pin", { body: { pin: "2468" } })).status).toBe(401);
  });
});

describe("the session's mark", () => {
  test("a kids profile never passes, even with the right PIN", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    await select(family.token, family.kidId);
    const refused = await pass(family.token, "2468");
    expect([refused.status, faultCodeOf(refused)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(deps.sessions.hasPassedSubscriptionPin(family.token)).toBe(false);
  });

  test("selecting another profile clears it, and coming back asks again; choosing the same profile keeps it", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    await pass(family.token, "2468");
    await select(family.token, family.masterId, "2468");
    expect(await required(family.token)).toBe(false);
    await select(family.token, family.kidId);
    await select(family.token, family.masterId, "2468");
    expect(await required(family.token)).toBe(true);
  });

  test("is given only to the selection found at the check: a switch meanwhile leaves it unset", () => {
    const family = profiles.family();
    const selection = deps.sessions.selectionOf(family.token);
    deps.sessions.selectProfile(family.token, family.kidId);
    expect(deps.sessions.passSubscriptionPin(family.token, selection)).toBe(false);
    expect(deps.sessions.hasPassedSubscriptionPin(family.token)).toBe(false);
  });

  test("is the session's own: another session of the account, and forged headers or fields, are still asked", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    await pass(family.token, "2468");
    const other = deps.sessions.issue(family.userId).token;
    expect(await required(other)).toBe(true);
    const forged = await call("/settings", { token: other, headers: { "x-subscription-pin": "1", isPassedPinCodeOnSubscription: "true" } });
    expect(settingsSchema.parse(forged.body).settings.subscriptionPinRequired).toBe(true);
    expect(faultCodeOf(await call("/profiles/subscription-pin", { token: other, body: { pin: "0000", pinPassed: true } }))).toBe("PIN_INVALID");
    expect(await required(other)).toBe(true);
  });

  test("changing the PIN clears the other sessions' marks, not the changing session's", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    const other = deps.sessions.issue(family.userId).token;
    await pass(family.token, "2468");
    await pass(other, "2468");
    await setAccountPin(family, "1357");
    expect(await required(family.token)).toBe(false);
    expect(await required(other)).toBe(true);
    await pass(other, "1357");
    await setProfilePin(family, family.masterId, "8642");
    expect(await required(other)).toBe(true);
  });
});

describe("wrong guesses", () => {
  test("share the account's PIN budget with /profiles/{id}/pin: past 5 even the right PIN waits (429)", async () => {
    const family = profiles.family();
    await setAccountPin(family, "2468");
    for (let index = 0; index < 3; index += 1) {
      expect(faultCodeOf(await call(`/profiles/${family.masterId}/pin`, { token: family.token, body: { pin: "0000" }, address: "198.51.100.20" }))).toBe("PIN_INVALID");
    }
    for (let index = 0; index < 2; index += 1) expect(faultCodeOf(await pass(family.token, "0000", "198.51.100.20"))).toBe("PIN_INVALID");
    const throttled = await pass(family.token, "2468", "198.51.100.20");
    expect([throttled.status, faultCodeOf(throttled)]).toEqual([429, "TOO_MANY_ATTEMPTS"]);
    expect(await required(family.token)).toBe(true);
  });
});
