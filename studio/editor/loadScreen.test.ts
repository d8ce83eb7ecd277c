import { afterEach, describe, expect, test, vi } from "vitest";
import { loadScreen, pretty } from "./loadScreen";

const published = { screenId: "home", version: 4, createdAt: "2026-05-01T08:00:00.000Z", summary: "", author: "publisher@studio.shasha.test", document: { id: "home", blocks: [] } };

function draftOf(ownerName: string, screenId = "home") {
  return { id: 7, screenId, ownerName, baseVersion: 4, revision: 2, updatedAt: "2026-05-02T08:00:00.000Z", document: { id: screenId, blocks: [{ type: "hero", id: "a" }] } };
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

/** The management API as the editor reads it: each path's reply, 404 for any other. */
function stubApi(replies: Record<string, Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => replies[String(input).replace("/studio/api/manage", "")] ?? reply(404, { error: { code: "not-found", message: "no such thing" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("what the editor opens", () => {
  test("a document as the JSON view shows it: two spaces, a final newline", () => {
    expect(pretty({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });

  test("the editor's own draft, over the published version, with the screen's drafts", async () => {
    const own = draftOf("editor@studio.shasha.test");
    stubApi({ "/screens/home": reply(200, published), "/screens/home/draft": reply(200, { draft: own }), "/drafts?screen=home": reply(200, { drafts: [draftOf("editor@studio.shasha.test")] }) });
    const loaded = await loadScreen("home", true, "editor@studio.shasha.test", undefined);
    expect(loaded).toEqual({
      published: { version: 4, document: published.document },
      draft: { id: 7, baseVersion: 4, revision: 2 },
      othersDraft: null,
      drafts: [{ id: 7, ownerName: "editor@studio.shasha.test", updatedAt: "2026-05-02T08:00:00.000Z" }],
      text: pretty(own.document),
    });
  });

  test("another's draft opened to review it is shown as theirs", async () => {
    const fetchMock = stubApi({ "/screens/home": reply(200, published), "/drafts/7": reply(200, { draft: draftOf("other@studio.shasha.test") }) });
    const loaded = await loadScreen("home", true, "editor@studio.shasha.test", 7);
    expect(loaded.othersDraft).toEqual({ ownerName: "other@studio.shasha.test" });
    expect(loaded.drafts).toEqual([]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain("/studio/api/manage/screens/home/draft");
  });

  test("a draft of another screen is not opened: the published version is", async () => {
    stubApi({ "/screens/home": reply(200, published), "/drafts/7": reply(200, { draft: draftOf("editor@studio.shasha.test", "offers") }) });
    const loaded = await loadScreen("home", true, "editor@studio.shasha.test", 7);
    expect(loaded.draft).toBeNull();
    expect(loaded.text).toBe(pretty(published.document));
  });

  test("a new screen starts empty; a viewer asks for no draft", async () => {
    const fetchMock = stubApi({});
    const loaded = await loadScreen("offers", false, "viewer@studio.shasha.test", undefined);
    expect(loaded.published).toBeNull();
    expect(JSON.parse(loaded.text)).toEqual({ schemaVersion: "1.1", id: "offers", title: { ar: "", en: "", fr: "" }, blocks: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("a screen that cannot be read fails with the service's message", async () => {
    stubApi({ "/screens/home": reply(500, { error: { code: "internal", message: "the store is down" } }) });
    await expect(loadScreen("home", true, "editor@studio.shasha.test", undefined)).rejects.toThrow("the store is down");
  });
});
