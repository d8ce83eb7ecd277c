import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { manage, railBlock, screenDocument, servedDocument, signInStaff, testManageToken, textBlock } from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema } from "../testing/wireSchemas";

const listSchema = z.object({
  screens: z.array(z.object({ screenId: z.string(), version: z.number(), updatedAt: z.string().nullable(), title: z.unknown() })),
});
const currentSchema = z.strictObject({
  screenId: z.string(),
  version: z.number(),
  createdAt: z.string(),
  summary: z.string(),
  author: z.string(),
  document: z.unknown(),
});
const versionsSchema = z.strictObject({
  screenId: z.string(),
  versions: z.array(z.strictObject({ version: z.number(), createdAt: z.string(), summary: z.string(), author: z.string() })),
});

let services: TestServices;
let clock = new Date("2026-04-01T08:00:00.000Z");
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken, now: () => clock });
});
afterAll(async () => {
  await services.close();
});

async function publish(screenId: string, document: unknown): Promise<number> {
  const reply = await manage(services, `/${encodeURIComponent(screenId)}`, { method: "PUT", body: document });
  expect(reply.status).toBe(201);
  return z.object({ version: z.number() }).parse(reply.body).version;
}

async function versionsOf(screenId: string): Promise<z.infer<typeof versionsSchema>["versions"]> {
  return versionsSchema.parse((await manage(services, `/${encodeURIComponent(screenId)}/versions`)).body).versions;
}

describe("the screen list", () => {
  test("names every screen once, sorted by id, with its current version and stored title", async () => {
    await publish("promo", screenDocument("promo", [textBlock("a")], { key: "promo.title" }));
    await publish("promo", screenDocument("promo", [textBlock("b")], { key: "promo.title2" }));
    const { screens } = listSchema.parse((await manage(services, "")).body);
    const ids = screens.map((screen) => screen.screenId);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain("home");
    expect(screens.find((screen) => screen.screenId === "promo")).toEqual({
      screenId: "promo",
      version: 2,
      updatedAt: clock.toISOString(),
      title: { key: "promo.title2" },
    });
  });
});

describe("the current version of a screen", () => {
  test("is the highest version, with its document", async () => {
    const document = screenDocument("current", [railBlock("r")]);
    await publish("current", screenDocument("current"));
    await publish("current", document);
    const body = currentSchema.parse((await manage(services, "/current")).body);
    const summary = "added rail `r`; removed text `intro`";
    expect(body).toEqual({ screenId: "current", version: 2, createdAt: clock.toISOString(), summary, author: "bootstrap", document });
  });

  test("is a 404 for a screen that was never published", async () => {
    const reply = await manage(services, "/never-published");
    expect(reply.status).toBe(404);
    expect(errorBodySchema.parse(reply.body).error.code).toBe("not-found");
  });
});

describe("the version history", () => {
  test("lists every version newest first, with time, author and a summary of what changed", async () => {
    clock = new Date("2026-04-02T09:00:00.000Z");
    await publish("versions-demo", screenDocument("versions-demo", [textBlock("intro"), railBlock("kept")]));
    clock = new Date("2026-04-02T10:00:00.000Z");
    const next = screenDocument("versions-demo", [railBlock("kept", "trending-now"), railBlock("new-rail")], { key: "t2" });
    // The author is who the credential says, never a header the caller writes.
    const token = await signInStaff(services, "publisher");
    await manage(services, "/versions-demo", { method: "PUT", body: next, token, headers: { "X-Author": "someone-else" } });
    expect(await versionsOf("versions-demo")).toEqual([
      {
        version: 2,
        createdAt: "2026-04-02T10:00:00.000Z",
        summary: "added rail `new-rail`; removed text `intro`; changed rail `kept`; title changed",
        author: "publisher@studio.shasha.test",
      },
      { version: 1, createdAt: "2026-04-02T09:00:00.000Z", summary: "first version", author: "bootstrap" },
    ]);
  });

  test("keeps the seed's version 1 of a seeded screen", async () => {
    expect((await versionsOf("ramadan")).at(-1)).toMatchObject({ version: 1, summary: "Seeded", author: "seed" });
  });

  test("lets at= pick the version that was current at that time", async () => {
    clock = new Date("2026-05-01T00:00:00.000Z");
    const first = screenDocument("timed", [textBlock("first")]);
    await publish("timed", first);
    clock = new Date("2026-05-02T00:00:00.000Z");
    const second = screenDocument("timed", [textBlock("second")]);
    await publish("timed", second);
    expect(await servedDocument(services, "timed", "?at=2026-05-01T12:00:00Z")).toEqual(first);
    expect(await servedDocument(services, "timed", "?at=2026-05-02T00:00:00Z")).toEqual(second);
    expect(await servedDocument(services, "timed", "?at=2026-04-30T00:00:00Z")).toBe(404);
  });
});

describe("a rollback", () => {
  test("restores an old document as a new version", async () => {
    const original = screenDocument("rolled", [textBlock("original")]);
    await publish("rolled", original);
    await publish("rolled", screenDocument("rolled", [textBlock("replacement")]));
    const reply = await manage(services, "/rolled/rollback", { method: "POST", body: { version: 1 } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ screenId: "rolled", version: 3, summary: "rollback to version 1" });
    expect(await servedDocument(services, "rolled")).toEqual(original);
    expect((await versionsOf("rolled")).map((version) => version.version)).toEqual([3, 2, 1]);
  });

  test("is a 404 for a version the screen does not have, and stores nothing", async () => {
    const reply = await manage(services, "/rolled/rollback", { method: "POST", body: { version: 99 } });
    expect(reply.status).toBe(404);
    expect((await versionsOf("rolled")).length).toBe(3);
    expect((await manage(services, "/nobody/rollback", { method: "POST", body: { version: 1 } })).status).toBe(404);
  });

  test.each([[{}], [{ version: 0 }], [{ version: 1.5 }], [{ version: "1" }], ["[1]"]])(
    "is a 400 for the body %j",
    async (body) => {
      const reply = await manage(services, "/rolled/rollback", { method: "POST", body });
      expect(reply.status).toBe(400);
      expect(errorBodySchema.parse(reply.body).error.code).toBe("invalid-request");
    },
  );
});

describe("concurrent publishes", () => {
  test("each land as their own version: 20 at once give 20 consecutive versions, none lost", async () => {
    await publish("busy", screenDocument("busy"));
    const documents = Array.from({ length: 20 }, (_, i) => screenDocument("busy", [textBlock(`block-${i}`)]));
    const versions = await Promise.all(documents.map((document) => publish("busy", document)));
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const stored = await versionsOf("busy");
    expect(stored.map((version) => version.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    const current = currentSchema.parse((await manage(services, "/busy")).body);
    const lastPublished = versions.indexOf(21);
    expect(current.document).toEqual(documents[lastPublished]);
  });
});
