import { afterEach, expect, test, vi } from "vitest";
import { signOut } from "./signOut";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) => vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => Response.json(body, { status })));

test.each([
  ["a same-site path", { ok: true, redirectTo: "/ar/home" }, "/ar/home"],
  ["another site", { ok: true, redirectTo: "//evil.example/" }, undefined],
  ["a refusal", { ok: false, redirectTo: "/ar/home" }, undefined],
  ["no path", { ok: true }, undefined],
])("signing out follows a reply with %s only when it is this site's", async (_, body, expected) => {
  answer(body);
  expect(await signOut("ar")).toBe(expected);
});
