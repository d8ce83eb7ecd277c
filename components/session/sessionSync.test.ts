import { afterEach, describe, expect, test, vi } from "vitest";
import { cookieValue } from "./cookieValue";
import { logoutTarget, refetchUser, skipsRefetch } from "./sessionSync";

describe("the shell's session checks", () => {
  test("a 401 logs out with the expiry flag, unless the fault code is 407 'Invalid Token'", () => {
    expect(logoutTarget("ar", "SESSION_EXPIRED")).toBe("/ar/logout?isSessionExpired=true");
    expect(logoutTarget("en", undefined)).toBe("/en/logout?isSessionExpired=true");
    expect(logoutTarget("fr", "407")).toBe("/fr/logout");
  });

  test("settings and logout skip the refetch", () => {
    expect(skipsRefetch("/ar/hub/settings")).toBe(true);
    expect(skipsRefetch("/en/logout")).toBe(true);
    expect(skipsRefetch("/ar/home")).toBe(false);
    expect(skipsRefetch("/ar/hub/settingsx")).toBe(false);
  });

  test("reads a cookie by name", () => {
    expect(cookieValue("a=1; userType=registered; b=2", "userType")).toBe("registered");
    expect(cookieValue("a=1", "userType")).toBeUndefined();
  });
});

describe("the refetch of the signed-in user (GET /api/me)", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown, status = 200) => vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => Response.json(body, { status })));
  const user = { id: "u1", email: "a@example.com", userType: "subscribed" };
  const profile = { id: "p1", name: "Sara", type: "ADULT", default: true, isAnonymous: false };

  test("a good reply refreshes the store's session, keeping only what the store holds", async () => {
    answer({ user: { ...user, token: "never-stored" }, profiles: [profile], selectedProfileId: "p1" });
    expect(await refetchUser("ar")).toEqual({ kind: "session", session: { user, profiles: [profile], selectedProfileId: "p1" } });
  });

  test.each([
    ["an unknown user type", { user: { ...user, userType: "admin" }, profiles: [], selectedProfileId: null }],
    ["a profile of the wrong shape", { user, profiles: [{ ...profile, type: "PET" }], selectedProfileId: null }],
    ["no selected profile key", { user, profiles: [] }],
  ])("a reply with %s changes nothing", async (_, body) => {
    answer(body);
    expect(await refetchUser("en")).toEqual({ kind: "none" });
  });

  test("the server's notice comes through; one the app does not know makes the reply unusable", async () => {
    answer({ user, profiles: [profile], selectedProfileId: "p1", notice: "revoked-parking" });
    expect(await refetchUser("en")).toEqual({ kind: "session", session: { user, profiles: [profile], selectedProfileId: "p1", notice: "revoked-parking" } });
    answer({ user, profiles: [profile], selectedProfileId: "p1", notice: "anything" });
    expect(await refetchUser("en")).toEqual({ kind: "none" });
  });

  test("a 401 logs out, flagged as expired unless the service said 407", async () => {
    answer({ fault: { error: { code: "407" } } }, 401);
    expect(await refetchUser("fr")).toEqual({ kind: "logout", target: "/fr/logout" });
    answer({ fault: { error: { code: 407 } } }, 401);
    expect(await refetchUser("fr")).toEqual({ kind: "logout", target: "/fr/logout?isSessionExpired=true" });
  });
});
