import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { manage, manageApi, screenDocument, signInStaff, testManageToken, textBlock } from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";

const warningsSchema = z.object({
  version: z.number(),
  warnings: z.array(z.strictObject({ pointer: z.string(), line: z.number(), column: z.number(), code: z.string(), message: z.string(), suggestion: z.string().optional() })),
});
const player = { type: "module", id: "stray-player", module: "player" };

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken });
});
afterAll(async () => {
  await services.close();
});

describe("a module placed on a screen whose pages lack what it needs (issue 27)", () => {
  test("the player on a landing page is published (201) with a warning at the block, by line and column", async () => {
    const document = screenDocument("ramadan", [textBlock("intro"), player]);
    const text = JSON.stringify(document, null, 2);
    const reply = await manage(services, "/ramadan", { method: "PUT", body: text });
    expect(reply.status).toBe(201);
    const { warnings } = warningsSchema.parse(reply.body);
    expect(warnings).toEqual([expect.objectContaining({ pointer: "/blocks/1", code: "module-misplaced", suggestion: 'place it on "/content/player" or "/content/channel"' })]);
    expect(warnings[0]?.message).toContain("`contentId`");
    expect(text.split("\n")[warnings[0]?.line ?? 0]).toContain('"type": "module"');
  });

  test("a draft published from the studio says the same; a layout with nothing to point out has no warning", async () => {
    const editor = await signInStaff(services, "editor");
    const publisher = await signInStaff(services, "publisher");
    const current = z.object({ version: z.number() }).parse((await manage(services, "/home")).body).version;
    const saved = await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: current, document: screenDocument("home", [player]) }, token: editor });
    const { draft } = z.object({ draft: z.object({ id: z.number() }) }).parse(saved.body);
    const publishedDraft = await manageApi(services, `/drafts/${draft.id}/publish`, { method: "POST", body: {}, token: publisher });
    expect(publishedDraft.status).toBe(201);
    expect(warningsSchema.parse(publishedDraft.body).warnings.map(({ pointer, code }) => [pointer, code])).toEqual([["/blocks/0", "module-misplaced"]]);

    const clean = await manage(services, "/home", { method: "PUT", body: screenDocument("home", [textBlock("intro")]) });
    expect(clean.status).toBe(201);
    expect(warningsSchema.parse(clean.body).warnings).toEqual([]);
  });

  test("a scheduled change says the same when it is scheduled, not only when it fires", async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const reply = await manageApi(services, "/schedules", {
      method: "POST",
      body: { screenId: "ramadan", at, note: "stray player", source: { document: screenDocument("ramadan", [textBlock("intro"), player]) } },
      token: await signInStaff(services, "publisher"),
    });
    expect(reply.status).toBe(201);
    expect(warningsSchema.omit({ version: true }).parse(reply.body).warnings.map(({ pointer, code }) => [pointer, code])).toEqual([["/blocks/1", "module-misplaced"]]);
  });
});
