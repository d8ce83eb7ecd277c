import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { z } from "zod";
import { signGrant } from "@/domain/previewGrant";
import { manageApi, screenDocument, signInStaff, testManageToken, textBlock } from "../testing/manageClient";
import { readReply, startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema } from "../testing/wireSchemas";
import { devManageToken } from "./manageAuth";
import { seedStaffPassword } from "./staffSeed";

const previewSecret = "studio-preview-secret";
let services: TestServices;
let clock = new Date("2026-05-01T08:00:00.000Z");
const tokens: Record<string, string> = {};
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken, previewSecret, now: () => clock });
  for (const who of ["qa", "editor", "editor2", "publisher", "admin"] as const) tokens[who] = await signInStaff(services, who);
});
afterAll(() => services.close());

const as = (who: string): string => {
  const token = tokens[who];
  if (token === undefined) throw new Error(`no session for ${who}`);
  return token;
};
const draftReply = z.object({ draft: z.object({ id: z.number(), baseVersion: z.number(), ownerName: z.string() }) });
const currentVersion = async (screenId: string): Promise<number> =>
  z.object({ version: z.number() }).parse((await manageApi(services, `/screens/${screenId}`)).body).version;

/** Every write of the API, with a body that would succeed for a role allowed to make it. */
const writes: [string, string, unknown][] = [
  ["PUT", "/screens/qa-target", screenDocument("qa-target")],
  ["PUT", "/screens/home/draft", { baseVersion: 1, document: screenDocument("home") }],
  ["POST", "/screens/home/rollback", { version: 1 }],
  ["POST", "/drafts/1/publish", {}],
  ["DELETE", "/drafts/1", undefined],
  ["POST", "/schedules", { screenId: "home", at: "2030-01-01T00:00:00Z", source: { version: 1 }, note: "n" }],
  ["DELETE", "/schedules/1", undefined],
  ["POST", "/staff", { email: "new@studio.test", name: "New", role: "admin", password: "Password-123" }],
  ["PUT", "/staff/seed-staff-qa", { role: "admin" }],
  ["PUT", "/staff/seed-staff-admin/password", { password: "Taken-over-2026" }],
  ["POST", "/tokens", { name: "ci", role: "admin" }],
  ["DELETE", "/tokens/x", undefined],
];

describe("roles, checked by the service on every call", () => {
  test.each(writes)("a qa account is refused %s %s with 403", async (method, path, body) => {
    const reply = await manageApi(services, path, { method, body, token: as("qa") });
    expect(reply.status).toBe(403);
    expect(errorBodySchema.parse(reply.body).error.code).toBe("forbidden");
  });

  test.each(writes)("no session, a forged one or an ended one is refused %s %s with 401", async (method, path, body) => {
    for (const token of [null, "sts_forged-session-token", "sht_forged-api-token", "shasha-dev-manage-token"]) {
      expect((await manageApi(services, path, { method, body, token })).status).toBe(401);
    }
  });

  test("an editor saves drafts but cannot publish, roll back, schedule or manage staff", async () => {
    expect((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: 1, document: { partial: true } }, token: as("editor") })).status).toBe(201);
    for (const [method, path, body] of writes.filter(([, route]) => !route.includes("/draft"))) {
      expect([method, path, (await manageApi(services, path, { method, body, token: as("editor") })).status]).toEqual([method, path, 403]);
    }
  });

  test("a qa account reads everything", async () => {
    for (const path of ["/screens", "/screens/home", "/screens/home/versions", "/drafts", "/schedules", "/audit"]) {
      expect([path, (await manageApi(services, path, { token: as("qa") })).status]).toEqual([path, 200]);
    }
    expect((await manageApi(services, "/staff", { token: as("qa") })).status).toBe(403);
  });

  test("signing out ends the session", async () => {
    const token = await signInStaff(services, "qa");
    expect((await manageApi(services, "/auth/me", { token })).status).toBe(200);
    expect((await manageApi(services, "/auth/sign-out", { method: "POST", token })).status).toBe(200);
    expect((await manageApi(services, "/auth/me", { token })).status).toBe(401);
  });

  test("sign-in is throttled: past five wrong passwords from one address the right one waits too", async () => {
    const attempt = (password: string) =>
      manageApi(services, "/auth/sign-in", { method: "POST", token: null, body: { email: "admin@studio.shasha.test", password }, headers: { "X-Client-Address": "203.0.113.9", [servicesCallerHeader]: devServicesCallerSecret } });
    for (let i = 0; i < 5; i += 1) expect((await attempt("wrong-password-1")).status).toBe(401);
    const refused = await attempt(seedStaffPassword);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("API tokens", () => {
  test("are shown once, stored hashed, carry their role, and stop working when revoked", async () => {
    const created = await manageApi(services, "/tokens", { method: "POST", body: { name: "ci reader", role: "qa" }, token: as("admin") });
    expect(created.status).toBe(201);
    const { token, id } = z.object({ token: z.string().startsWith("sht_"), id: z.string() }).parse(created.body);
    const listed = JSON.stringify((await manageApi(services, "/tokens", { token: as("admin") })).body);
    expect(listed).toContain(id);
    expect(listed).not.toContain(token);
    expect((await manageApi(services, "/screens/home", { token })).status).toBe(200);
    expect((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: 1, document: {} }, token })).status).toBe(403);
    expect((await manageApi(services, `/tokens/${id}`, { method: "DELETE", token: as("admin") })).status).toBe(200);
    expect((await manageApi(services, "/screens/home", { token })).status).toBe(401);
  });
});

describe("drafts and the conflict rule", () => {
  test("two editors start from one version; the second draft to be published is a 409 showing both, unless overwritten", async () => {
    const base = await currentVersion("home");
    const mine = screenDocument("home", [textBlock("from-editor-1")]);
    const theirs = screenDocument("home", [textBlock("from-editor-2")]);
    const first = draftReply.parse((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: base, document: mine }, token: as("editor") })).body);
    const second = draftReply.parse((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: base, document: theirs }, token: as("editor2") })).body);
    expect(first.draft.id).not.toBe(second.draft.id);

    const published = await manageApi(services, `/drafts/${first.draft.id}/publish`, { method: "POST", body: { note: "new intro" }, token: as("publisher") });
    expect(published.status).toBe(201);
    expect(z.object({ summary: z.string() }).parse(published.body).summary).toContain("new intro");

    const conflict = await manageApi(services, `/drafts/${second.draft.id}/publish`, { method: "POST", body: {}, token: as("publisher") });
    expect(conflict.status).toBe(409);
    const body = z.object({ error: z.object({ code: z.literal("conflict") }), base: z.object({ version: z.number() }), latest: z.object({ version: z.number(), document: z.unknown() }), draft: z.object({ document: z.unknown() }) }).parse(conflict.body);
    expect(body.base.version).toBe(base);
    expect(body.latest).toMatchObject({ version: base + 1, document: mine });
    expect(body.draft.document).toEqual(theirs);

    const overwritten = await manageApi(services, `/drafts/${second.draft.id}/publish`, { method: "POST", body: { overwrite: true }, token: as("publisher") });
    expect(overwritten.status).toBe(201);
    expect((await manageApi(services, "/screens/home")).body).toMatchObject({ version: base + 2, document: theirs });
    // A published draft is gone.
    expect((await manageApi(services, `/drafts/${second.draft.id}`)).status).toBe(404);
  });

  test("an invalid draft is saved (work in progress) but not published: the 422 names the pointer", async () => {
    const bad = { schemaVersion: "1.0", id: "home", title: { key: "x" }, blocks: [{ type: "rial", id: "r" }] };
    const saved = draftReply.parse((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: await currentVersion("home"), document: bad }, token: as("editor") })).body);
    const reply = await manageApi(services, `/drafts/${saved.draft.id}/publish`, { method: "POST", body: {}, token: as("publisher") });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain('"pointer":"/blocks/0/type"');
  });

  test("an editor cannot discard another editor's draft; a publisher can", async () => {
    const saved = draftReply.parse((await manageApi(services, "/screens/ramadan/draft", { method: "PUT", body: { baseVersion: 1, document: {} }, token: as("editor2") })).body);
    expect((await manageApi(services, `/drafts/${saved.draft.id}`, { method: "DELETE", token: as("editor") })).status).toBe(403);
    expect((await manageApi(services, `/drafts/${saved.draft.id}`, { method: "DELETE", token: as("publisher") })).status).toBe(200);
  });
});

describe("preview documents", () => {
  const fetchDocument = async (grant: string | undefined, query = "") =>
    readReply(await fetch(`${services.url}/manage/preview/document${query}`, { headers: grant === undefined ? {} : { "X-Preview-Grant": grant } }));

  test("a draft grant opens that draft; a screen grant with `at` shows the scheduled future; no grant opens nothing", async () => {
    const document = screenDocument("home", [textBlock("draft-preview")]);
    const saved = draftReply.parse((await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: await currentVersion("home"), document }, token: as("editor") })).body);
    const granted = await manageApi(services, "/preview-grants", { method: "POST", body: { screenId: "home", draftId: saved.draft.id }, token: as("qa") });
    const { grant } = z.object({ grant: z.string() }).parse(granted.body);
    expect((await fetchDocument(grant)).body).toMatchObject({ source: "draft", document });

    const future = screenDocument("ramadan", [textBlock("iftar")]);
    const at = new Date(clock.getTime() + 3_600_000).toISOString();
    expect((await manageApi(services, "/schedules", { method: "POST", body: { screenId: "ramadan", at, source: { document: future }, note: "iftar" }, token: as("publisher") })).status).toBe(201);
    const screenGrant = signGrant("ramadan", previewSecret, clock.getTime()).grant;
    expect((await fetchDocument(screenGrant, `?at=${encodeURIComponent(at)}`)).body).toMatchObject({ source: "scheduled", document: future });
    expect((await fetchDocument(screenGrant)).body).not.toMatchObject({ document: future });

    expect((await fetchDocument(undefined)).status).toBe(401);
    expect((await fetchDocument(signGrant("ramadan", "another-secret", clock.getTime()).grant)).status).toBe(401);
  });
});

describe("the audit log", () => {
  test("lists the writes above with their authors, newest first", async () => {
    clock = new Date(clock.getTime() + 1000);
    const reply = await manageApi(services, "/audit?limit=500", { token: as("qa") });
    const entries = z.object({ entries: z.array(z.object({ actor: z.string(), action: z.string(), screenId: z.string().nullable() })) }).parse(reply.body).entries;
    const seen = new Set(entries.map((entry) => `${entry.action} by ${entry.actor}`));
    for (const expected of [
      "publish by publisher@studio.shasha.test",
      "draft-created by editor@studio.shasha.test",
      "draft-created by editor2@studio.shasha.test",
      "draft-discarded by publisher@studio.shasha.test",
      "token-created by admin@studio.shasha.test",
      "token-revoked by admin@studio.shasha.test",
      "schedule-created by publisher@studio.shasha.test",
      "sign-in by qa@studio.shasha.test",
    ]) {
      expect(seen).toContain(expected);
    }
  });
});

describe("a start without the development defaults, on data a development run used", () => {
  test("ends the seeded staff's sessions and revokes tokens the development token or seeded staff minted, and no other", async () => {
    const dev = await startTestServices({ manageToken: devManageToken });
    const seededSession = await signInStaff(dev, "admin");
    const mint = async (token: string, name: string) => {
      const reply = await manageApi(dev, "/tokens", { method: "POST", token, body: { name, role: "qa" } });
      expect(reply.status).toBe(201);
      return z.object({ token: z.string() }).parse(reply.body).token;
    };
    const byDevToken = await mint(devManageToken, "ci-dev");
    const bySeededAdmin = await mint(seededSession, "by-seeded-admin");
    // A real admin's token, made with the seeded admin's help and then minted by the real admin.
    const created = await manageApi(dev, "/staff", { method: "POST", token: seededSession, body: { email: "real.admin@example.com", name: "Real", role: "admin", password: "Real-admin-2026!" } });
    expect(created.status).toBe(201);
    const real = await manageApi(dev, "/auth/sign-in", { method: "POST", token: null, body: { email: "real.admin@example.com", password: "Real-admin-2026!" } });
    const byRealAdmin = await mint(z.object({ token: z.string() }).parse(real.body).token, "by-real-admin");
    await dev.close();

    const closed = await startTestServices({ dataDir: dev.dataDir, manageToken: testManageToken, seedAccounts: false });
    try {
      for (const token of [seededSession, byDevToken, bySeededAdmin]) expect((await manageApi(closed, "/screens", { token })).status).toBe(401);
      expect((await manageApi(closed, "/screens", { token: byRealAdmin })).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe("the seeded staff", () => {
  test("cannot sign in when the development accounts are off", async () => {
    const closed = await startTestServices({ manageToken: testManageToken, seedAccounts: false });
    try {
      const reply = await manageApi(closed, "/auth/sign-in", { method: "POST", token: null, body: { email: "admin@studio.shasha.test", password: seedStaffPassword } });
      expect(reply.status).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
