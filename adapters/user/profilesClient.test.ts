import { describe, expect, test, vi } from "vitest";
import { ProfilesClient } from "./profilesClient";

const ctx = { locale: "en" as const, country: "JO" };
const caller = { token: "tok" };

function client(body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
  return { fetchImpl, profiles: new ProfilesClient({ baseURL: "http://svc/userprofile", fetchImpl }) };
}

const settings = (hasPin: boolean, maxAgeRestriction: number | null) => ({ settings: { hasPin, parentalControl: { maxAgeRestriction } } });

describe("ProfilesClient settings", () => {
  test("settings reads GET /settings with the token and flattens the parental control", async () => {
    const { profiles, fetchImpl } = client(settings(true, 12));
    expect(await profiles.settings(ctx, caller)).toEqual({ hasPin: true, maxAgeRestriction: 12 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/userprofile/settings?country=JO");
    expect(init?.method).toBe("GET");
    expect(new Headers(init?.headers).get("token")).toBe("tok");
  });

  test("saveSettings PATCHes only what changed and returns the saved age restriction too", async () => {
    const { profiles, fetchImpl } = client(settings(false, null));
    expect(await profiles.saveSettings(ctx, caller, { maxAgeRestriction: null })).toEqual({ hasPin: false, maxAgeRestriction: null });
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ parentalControl: { maxAgeRestriction: null } });
  });

  test("a settings reply without the parental control is refused at the boundary", async () => {
    await expect(client({ settings: { hasPin: true } }).profiles.settings(ctx, caller)).rejects.toThrow(/expected shape/);
  });
});
