import { afterEach, describe, expect, test, vi } from "vitest";
import { postSelect } from "./selectRequest";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const kid = { id: "p2", name: "Lina", type: "KID", default: false, isAnonymous: false, ageRestriction: 7 };

describe("choosing a profile (POST /api/profiles/select)", () => {
  test("sends the PIN only when there is one, and reads a success", async () => {
    const fetchMock = answer({ ok: true, redirectTo: "/ar/home", profiles: [kid], selectedId: "p2" });
    expect(await postSelect("ar", "p2")).toEqual({ ok: true, redirectTo: "/ar/home", profiles: [kid], selectedId: "p2" });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ profileId: "p2" }));
    answer({ ok: false, needsPin: true });
    expect(await postSelect("ar", "p2", "1234")).toEqual({ ok: false, needsPin: true });
  });

  test("a refusal keeps its messages", async () => {
    answer({ ok: false, fieldErrors: { pin: "Wrong PIN." }, formError: "Try again." }, 422);
    expect(await postSelect("en", "p2", "0000")).toEqual({ ok: false, fieldErrors: { pin: "Wrong PIN." }, formError: "Try again." });
  });

  test.each([
    ["a profile of the wrong shape", { ok: true, redirectTo: "/ar/home", profiles: [{ ...kid, type: "PET" }], selectedId: "p2" }],
    ["a field error that is not text", { ok: false, fieldErrors: { pin: 1 } }],
    ["needsPin false", { ok: false, needsPin: false }],
    ["no verdict", { redirectTo: "/ar/home" }],
  ])("a reply with %s is no reply", async (_, body) => {
    answer(body);
    expect(await postSelect("fr", "p2")).toBeUndefined();
  });
});
