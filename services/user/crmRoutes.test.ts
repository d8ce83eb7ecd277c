/**
 * The CRM email's unsubscribe link (crmRoutes.ts): the code alone turns the account's emails off, only its own
 * account's and only its own list; a tampered, expired or orphaned code is the same invalid-code fault; pressing again
 * is harmless; no log line carries a code. The dev route puts the email in the outbox, where these tests read it.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { setLogSink, type LogEntry } from "@/ops/log";
import { databaseFileName } from "../db/openDatabase";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { crmLinkLifeMs, makeCrmCode } from "./crmLinks";
import { call, fakeClock, faultOf, signInSchema } from "./testClient";
import { devCodeSecret } from "./userRoutes";

const clock = fakeClock();
let services: TestServices;
let db: Database.Database;

beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
  db = new Database(path.join(services.dataDir, databaseFileName), { readonly: true });
});
afterAll(async () => {
  db.close();
  await services.close();
});
afterEach(() => setLogSink(undefined));

const flagsSchema = z.object({ subscribe_promotion: z.number(), subscribe_newsletter: z.number() });
const crmRowSchema = z.object({ recipient: z.string(), subject: z.string(), text: z.string(), link: z.string(), code: z.string() });
const doneSchema = z.strictObject({ list: z.enum(["promotions", "newsletter", "all"]), email: z.string() });

/** The account's two flags as its row holds them. */
function flags(userId: string) {
  const row = flagsSchema.parse(db.prepare("SELECT subscribe_promotion, subscribe_newsletter FROM users WHERE id = ?").get(userId));
  return { promotions: row.subscribe_promotion === 1, newsletter: row.subscribe_newsletter === 1 };
}

/** A new account opted in to both lists; its id. */
async function optedIn(email: string): Promise<string> {
  const body = { email, password: "Crm-test-2026", subscribeToPromotion: true, subscribeToNewsLetter: true };
  const created = signInSchema.parse((await call(services, "/user/createAccount", { body })).body);
  return created.user.id;
}

/** The newest CRM email to `to`, from the outbox table. */
function latestCrmEmail(to: string) {
  return crmRowSchema.parse(db.prepare("SELECT * FROM outbox WHERE recipient = ? AND kind = 'crm' ORDER BY id DESC LIMIT 1").get(to));
}

async function sendCrmEmail(email: string, list: string, lang = "en") {
  const reply = await call(services, "/user/dev/crm-email", { body: { email, list, lang } });
  expect(reply.status).toBe(200);
  return latestCrmEmail(email);
}

/** Each test presses from its own address: the per-address limit is one of the things tested. */
let addresses = 0;
function fromAddress(address = `10.9.0.${++addresses}`) {
  return { "x-client-address": address, [servicesCallerHeader]: devServicesCallerSecret };
}

const press = (code: string, headers = fromAddress()) => call(services, "/user/crm/unsubscribe", { body: { code }, headers });

function invalidCode(reply: Awaited<ReturnType<typeof press>>): boolean {
  const error = reply.status === 400 ? faultOf(reply).fault.error : undefined;
  return error?.code === "INVALID_INPUT" && error.field === "code" && error.message === "The link is unknown or expired.";
}

describe("the CRM email (development route)", () => {
  test("goes to the outbox with a link to the app's unsubscribe page in the email's language", async () => {
    await optedIn("crm-mail@shasha.test");
    const message = await sendCrmEmail("crm-mail@shasha.test", "promotions", "ar");
    expect(message.subject).toBe("عروض جديدة على شاشة");
    expect(message.link).toBe(`http://localhost:3000/ar/unsubscribe?code=${encodeURIComponent(message.code)}`);
    expect(message.code).toMatch(/^v1\.[\w-]+\.promotions\.\d+\.[\w-]{43}$/);
    expect(message.text).toContain(message.link);
  });

  test("an unknown email or a loose body is refused", async () => {
    expect((await call(services, "/user/dev/crm-email", { body: { email: "nobody@shasha.test", list: "all" } })).status).toBe(404);
    const loose = await call(services, "/user/dev/crm-email", { body: { email: "crm-mail@shasha.test", list: "all", userId: "900001" } });
    expect(loose.status).toBe(400);
    expect((await call(services, "/user/dev/crm-email", { body: { email: "crm-mail@shasha.test", list: "everything" } })).status).toBe(400);
  });
});

describe("POST /user/crm/unsubscribe", () => {
  test("the link's code turns off its own list only, without a session, and says whose address it was", async () => {
    const userId = await optedIn("crm-promo@shasha.test");
    const { code } = await sendCrmEmail("crm-promo@shasha.test", "promotions");
    const reply = await press(code);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(doneSchema.parse(reply.body)).toEqual({ list: "promotions", email: "c***@shasha.test" });
    expect(flags(userId)).toEqual({ promotions: false, newsletter: true });
  });

  test("pressed again it gives the same answer and changes nothing more", async () => {
    const userId = await optedIn("crm-again@shasha.test");
    const { code } = await sendCrmEmail("crm-again@shasha.test", "newsletter");
    const first = await press(code);
    const second = await press(code);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(flags(userId)).toEqual({ promotions: true, newsletter: false });
  });

  test("`all` turns both off", async () => {
    const userId = await optedIn("crm-all@shasha.test");
    const { code } = await sendCrmEmail("crm-all@shasha.test", "all");
    expect(doneSchema.parse((await press(code)).body).list).toBe("all");
    expect(flags(userId)).toEqual({ promotions: false, newsletter: false });
  });

  test("another account's id or another list under a good-looking signature changes nothing", async () => {
    const victim = await optedIn("crm-victim@shasha.test");
    await optedIn("crm-attacker@shasha.test");
    const { code } = await sendCrmEmail("crm-attacker@shasha.test", "promotions");
    const parts = code.split(".");
    expect(invalidCode(await press([parts[0], victim, ...parts.slice(2)].join(".")))).toBe(true);
    expect(invalidCode(await press([...parts.slice(0, 2), "all", ...parts.slice(3)].join(".")))).toBe(true);
    const guessedKey = makeCrmCode("a-guessed-secret", { userId: victim, list: "all", expiresAt: new Date(clock.now().getTime() + 1000) });
    expect(invalidCode(await press(guessedKey))).toBe(true);
    expect(flags(victim)).toEqual({ promotions: true, newsletter: true });
  });

  test("a code is good for 60 days and no longer", async () => {
    const userId = await optedIn("crm-expiry@shasha.test");
    const { code } = await sendCrmEmail("crm-expiry@shasha.test", "promotions");
    clock.advance(crmLinkLifeMs);
    expect(invalidCode(await press(code))).toBe(true);
    expect(flags(userId).promotions).toBe(true);
    clock.advance(-1000);
    expect((await press(code)).status).toBe(200);
    clock.advance(1000 - crmLinkLifeMs);
    expect(flags(userId).promotions).toBe(false);
  });

  test("a deleted account's code is refused exactly like a forged one", async () => {
    const created = signInSchema.parse((await call(services, "/user/createAccount", { body: { email: "crm-gone@shasha.test", password: "Crm-test-2026" } })).body);
    const { code } = await sendCrmEmail("crm-gone@shasha.test", "all");
    expect((await call(services, "/user/deleteAccount", { body: { password: "Crm-test-2026" }, token: created.token })).status).toBe(200);
    const gone = await press(code);
    const forged = await press(`${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`);
    expect(invalidCode(gone)).toBe(true);
    expect(gone.body).toEqual(forged.body);
  });

  test("an account without an email (a phone sign-up) was never sent a link: refused", async () => {
    const phoneUser = z.string().parse(db.prepare("SELECT id FROM users WHERE phone = ?").pluck().get("+962790000001"));
    const code = makeCrmCode(devCodeSecret, { userId: phoneUser, list: "all", expiresAt: new Date(clock.now().getTime() + crmLinkLifeMs) });
    expect(invalidCode(await press(code))).toBe(true);
  });

  test("the body is strict, and only POST is answered", async () => {
    const headers = fromAddress();
    expect((await call(services, "/user/crm/unsubscribe", { body: { code: "x", userId: "900001" }, headers })).status).toBe(400);
    expect((await call(services, "/user/crm/unsubscribe", { body: {}, headers })).status).toBe(400);
    expect((await call(services, "/user/crm/unsubscribe", { body: "not json", headers })).status).toBe(400);
    expect((await call(services, "/user/crm/unsubscribe", { headers })).status).toBe(405);
  });

  test("one address may press 30 times in 15 minutes, good codes or not; another address is not held back", async () => {
    const headers = fromAddress("10.9.9.9");
    for (let index = 0; index < 30; index += 1) expect(invalidCode(await press(`bad-${index}`, headers))).toBe(true);
    const over = await press("bad-31", headers);
    expect(over.status).toBe(429);
    expect(faultOf(over).fault.error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field: "code" });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(invalidCode(await press("bad-elsewhere"))).toBe(true);
  });

  test("no log line carries a code, good or bad", async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    await optedIn("crm-log@shasha.test");
    const { code } = await sendCrmEmail("crm-log@shasha.test", "all");
    await press(code);
    await press(`${code}x`);
    await call(services, "/user/crm/unsubscribe", { body: `{"code":"${code}"`, headers: { ...fromAddress(), "Content-Type": "application/json" } });
    const signature = code.split(".")[4] ?? "";
    expect(signature).not.toBe("");
    expect(JSON.stringify(logged)).not.toContain(signature);
  });
});
