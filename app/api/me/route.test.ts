import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { AccountProfile, AccountUser } from "@/domain/account";
import { GET } from "./route";

afterEach(() => {
  vi.restoreAllMocks();
});

const token = "t0k3n";
const adult: AccountProfile = { id: "p1", name: "Zaid", type: "ADULT", avatarUrl: "/a.png", avatarAlias: "falcon", default: true, language: "en", hasPin: false, requiresOnboarding: false };
const kid: AccountProfile = { ...adult, id: "p2", name: "Kids", type: "KID", default: false, ageRestriction: 7 };
const base: AccountUser = { id: "900010", email: "revoked@shasha.test", firstName: "Zaid", lastName: "Test", emailVerified: true, loginProvider: "site", userType: "registered" };

/** The user service's user as the adapter reads it; `revokedAfterParking` is its reading of the subscriptions. */
function serviceUser(facts: { userType: AccountUser["userType"]; revokedAfterParking: boolean }): AccountUser {
  return { ...base, ...facts };
}

/** The services answer with this user and these profiles, `selectedId` the session's selected profile. */
function services(user: AccountUser, profiles: AccountProfile[] | Error, selectedId?: string) {
  const session = vi.spyOn(getServices().profiles, "session");
  if (profiles instanceof Error) session.mockRejectedValue(profiles);
  else session.mockResolvedValue({ profiles, selectedId });
  return vi.spyOn(getServices().user, "userData").mockResolvedValue(user);
}

function get(cookie = `${authCookieNames.token}=${token}`): NextRequest {
  return new NextRequest("http://localhost:3000/api/me?lang=en", { headers: { cookie } });
}

async function noticeOf(reply: Response): Promise<unknown> {
  expect(reply.status).toBe(200);
  const body: unknown = await reply.json();
  return typeof body === "object" && body !== null && "notice" in body ? body.notice : "absent";
}

describe("GET /api/me's notice, decided on the server from the user it reads", () => {
  test("revoked after the parking period, on an adult profile: revoked-parking, with the session for the store", async () => {
    const userData = services(serviceUser({ userType: "registered", revokedAfterParking: true }), [adult, kid], "p1");
    const reply = await GET(get());
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const body: unknown = await reply.clone().json();
    expect(body).toMatchObject({ user: { id: "900010", userType: "registered" }, selectedProfileId: "p1", notice: "revoked-parking" });
    expect(userData).toHaveBeenCalledWith(expect.anything(), token, adult);
  });

  test("a session that has not chosen a profile yet is the account holder's: told too", async () => {
    services(serviceUser({ userType: "registered", revokedAfterParking: true }), [adult]);
    expect(await noticeOf(await GET(get()))).toBe("revoked-parking");
  });

  test("suspended (REMOVED within its 30 days): null, the settings already say so", async () => {
    services(serviceUser({ userType: "suspended", revokedAfterParking: false }), [adult], "p1");
    expect(await noticeOf(await GET(get()))).toBeNull();
  });

  test("registered with nothing revoked, or subscribed again after a revoked one: null", async () => {
    services(serviceUser({ userType: "registered", revokedAfterParking: false }), [adult], "p1");
    expect(await noticeOf(await GET(get()))).toBeNull();
    vi.restoreAllMocks();
    services(serviceUser({ userType: "subscribed", revokedAfterParking: true }), [adult], "p1");
    expect(await noticeOf(await GET(get()))).toBeNull();
  });

  test("a kids profile never sees it", async () => {
    services(serviceUser({ userType: "registered", revokedAfterParking: true }), [adult, kid], "p2");
    expect(await noticeOf(await GET(get()))).toBeNull();
  });

  test("a viewer ticket forged to say adult changes nothing: the profile service's selection is a kid", async () => {
    services(serviceUser({ userType: "registered", revokedAfterParking: true }), [adult, kid], "p2");
    const forged = viewerCookies({ userType: "registered", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } }, token).find((write) => write.name === authCookieNames.viewer);
    const cookie = `${authCookieNames.token}=${token}; ${authCookieNames.viewer}=${forged?.value ?? ""}; notice=revoked-parking`;
    expect(await noticeOf(await GET(new NextRequest("http://localhost:3000/api/me?lang=en&notice=revoked-parking", { headers: { cookie } })))).toBeNull();
  });

  test("profiles that cannot be read: no notice, since nobody can tell whether a kid is watching", async () => {
    services(serviceUser({ userType: "registered", revokedAfterParking: true }), new Error("profiles down"));
    expect(await noticeOf(await GET(get()))).toBeNull();
  });

  test("no session: 401 with fault 407 and no call; a refused token keeps the service's code", async () => {
    const userData = services(serviceUser({ userType: "registered", revokedAfterParking: true }), [adult], "p1");
    const none = await GET(get(""));
    expect([none.status, await none.json()]).toEqual([401, { status: 401, fault: { error: { code: "407" } } }]);
    expect(userData).not.toHaveBeenCalled();
    userData.mockRejectedValue(new UserServiceError({ status: 401, code: "SESSION_EXPIRED" }));
    const expired = await GET(get());
    expect([expired.status, await expired.json()]).toEqual([401, { status: 401, fault: { error: { code: "SESSION_EXPIRED" } } }]);
  });
});
