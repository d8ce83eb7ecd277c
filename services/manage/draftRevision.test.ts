import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { manageApi, screenDocument, signInStaff, testManageToken, textBlock } from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema } from "../testing/wireSchemas";

let services: TestServices;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken });
  for (const who of ["editor", "editor2", "publisher"] as const) tokens[who] = await signInStaff(services, who);
});
afterAll(() => services.close());

const as = (who: string): string => {
  const token = tokens[who];
  if (token === undefined) throw new Error(`no session for ${who}`);
  return token;
};
const draftReply = z.object({ draft: z.object({ id: z.number(), revision: z.number(), document: z.unknown().optional() }) });
const staleReply = errorBodySchema.extend({ revision: z.number() });

async function currentVersion(screenId: string): Promise<number> {
  return z.object({ version: z.number() }).parse((await manageApi(services, `/screens/${screenId}`)).body).version;
}

/** A save of `who`'s draft of `screenId`, based on `revision` (undefined: none named, as a script saves). */
async function save(who: string, screenId: string, text: string, revision: number | undefined) {
  const body = { baseVersion: await currentVersion(screenId), document: screenDocument(screenId, [textBlock(text)]), ...(revision === undefined ? {} : { revision }) };
  return manageApi(services, `/screens/${screenId}/draft`, { method: "PUT", body, token: as(who) });
}

async function storedDraft(who: string, screenId: string) {
  return draftReply.parse((await manageApi(services, `/screens/${screenId}/draft`, { token: as(who) })).body).draft;
}

describe("a draft save names the revision it was based on", () => {
  test("each save counts the revision up; a save based on an older one is a 409 draft-stale with the current revision, and writes nothing", async () => {
    const first = await save("editor", "home", "tab-one", 0);
    expect(first.status).toBe(201);
    expect(draftReply.parse(first.body).draft.revision).toBe(1);
    const second = await save("editor", "home", "tab-one-again", 1);
    expect(second.status).toBe(200);
    expect(draftReply.parse(second.body).draft.revision).toBe(2);

    // A second tab that loaded revision 1 saves late.
    const late = await save("editor", "home", "tab-two", 1);
    expect(late.status).toBe(409);
    const stale = staleReply.parse(late.body);
    expect(stale.error.code).toBe("draft-stale");
    expect(stale.revision).toBe(2);
    const kept = await storedDraft("editor", "home");
    expect(kept.revision).toBe(2);
    expect(JSON.stringify(kept.document)).toContain("tab-one-again");
    expect(JSON.stringify(kept.document)).not.toContain("tab-two");

    // Reloaded, the second tab saves on the current revision.
    expect((await save("editor", "home", "tab-two", stale.revision)).status).toBe(200);
    expect(await storedDraft("editor", "home")).toMatchObject({ revision: 3 });
  });

  test("a tab that believes there is no draft yet (revision 0) does not overwrite one another tab made", async () => {
    expect((await save("editor", "ramadan", "made-elsewhere", 0)).status).toBe(201);
    const reply = await save("editor", "ramadan", "blank-tab", 0);
    expect(reply.status).toBe(409);
    expect(staleReply.parse(reply.body).revision).toBe(1);
  });

  test("a draft published since is gone: a save based on its revision is stale (current 0), a fresh one starts at 1", async () => {
    const made = draftReply.parse((await save("editor2", "home", "to-publish", 0)).body).draft;
    expect((await manageApi(services, `/drafts/${made.id}/publish`, { method: "POST", body: { overwrite: true }, token: as("publisher") })).status).toBe(201);
    const reply = await save("editor2", "home", "after-publish", made.revision);
    expect(reply.status).toBe(409);
    expect(staleReply.parse(reply.body).revision).toBe(0);
    const fresh = await save("editor2", "home", "after-publish", 0);
    expect(fresh.status).toBe(201);
    expect(draftReply.parse(fresh.body).draft.revision).toBe(1);
  });

  test("two saves on the same revision at once: exactly one is written", async () => {
    const base = draftReply.parse((await save("editor2", "ramadan", "race-base", 0)).body).draft.revision;
    const replies = await Promise.all([save("editor2", "ramadan", "race-a", base), save("editor2", "ramadan", "race-b", base)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await storedDraft("editor2", "ramadan")).toMatchObject({ revision: base + 1 });
  });

  test("each editor's draft counts on its own", async () => {
    const mine = await storedDraft("editor", "home");
    expect((await save("editor2", "home", "theirs", (await storedDraft("editor2", "home")).revision)).status).toBe(200);
    expect((await save("editor", "home", "mine", mine.revision)).status).toBe(200);
  });

  test("a save naming no revision (a script owning its draft) replaces the draft as before", async () => {
    const before = await storedDraft("editor", "home");
    const reply = await save("editor", "home", "from-a-script", undefined);
    expect(reply.status).toBe(200);
    expect(draftReply.parse(reply.body).draft.revision).toBe(before.revision + 1);
  });

  test.each([-1, 1.5, "2"])("a revision that is not a count (%s) is a 400", async (revision) => {
    const reply = await manageApi(services, "/screens/home/draft", { method: "PUT", body: { baseVersion: 1, revision, document: {} }, token: as("editor") });
    expect(reply.status).toBe(400);
  });
});
