/**
 * Resolving the viewer against the real local services: a fresh ticket is taken as it is, anything else is
 * derived anew from the services' own state, an ended session clears the cookies, and an outage keeps only an
 * authentic ticket (issue 8).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError } from "@/app/_server/services";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { call, signIn } from "@/services/user/testClient";
import type { Viewer } from "@/domain/viewer";
import { authCookieNames, type CookieWrite } from "./authCookies";
import { resolveViewer } from "./viewer";
import { sessionSecret, signTicket, ticketFreshMs } from "./viewerTicket";

let services: TestServices;
const ctx = { locale: "en" as const, country: "JO" };

beforeAll(async () => {
  services = await startTestServices();
  // The adapters read their base URLs once, on first use.
  process.env.USER_BASE_URL = `${services.url}/user`;
  process.env.PROFILES_BASE_URL = `${services.url}/userprofile`;
});
afterAll(() => services.close());

function jar(values: Record<string, string>) {
  return (name: string) => values[name];
}

const written = (writes: readonly CookieWrite[], name: string) => writes.find((write) => write.name === name);

/** A new account whose session watches as a new kid profile. */
async function kidSession(email: string): Promise<{ token: string; kidId: string }> {
  await call(services, "/user/createAccount", { body: { email, password: "family-123", firstName: "Rim" } });
  const { token } = await signIn(services, email, "family-123");
  const created = await call(services, "/userprofile/profiles", { body: { name: "Kid", type: "KID", avatarAlias: "star", ageRestriction: 7 }, token });
  const body = created.body;
  const kidId = typeof body === "object" && body !== null && "profile" in body && typeof body.profile === "object" && body.profile !== null && "id" in body.profile ? String(body.profile.id) : "";
  await call(services, `/userprofile/profiles/${kidId}/select`, { body: {}, token });
  return { token, kidId };
}

const forgedMaster: Viewer = { userType: "subscribed", profile: { id: "p", kind: "adult", master: true, ageLimit: null } };

describe("resolving the viewer", () => {
  test("without a token is a guest, and a leftover ticket is cleared", async () => {
    const { viewer, writes } = await resolveViewer(jar({ [authCookieNames.viewer]: "x.y" }), ctx);
    expect(viewer).toEqual({ userType: "anonymous" });
    expect(written(writes, authCookieNames.viewer)?.options.maxAge).toBe(0);
  });

  test("derives a kid session's viewer from the services and issues its ticket", async () => {
    const { token, kidId } = await kidSession("viewer-kid@example.com");
    const { viewer, writes } = await resolveViewer(jar({ [authCookieNames.token]: token }), ctx);
    expect(viewer).toMatchObject({ userType: "registered", profile: { id: kidId, kind: "kid", master: false, ageLimit: 7 } });
    expect(written(writes, authCookieNames.viewer)?.value).toMatch(/\./);
  });

  test("refuses a ticket signed with another key: the services' own state wins", async () => {
    const { token, kidId } = await kidSession("viewer-forged@example.com");
    const forged = signTicket(forgedMaster, token, "not-the-session-secret", Date.now());
    const { viewer } = await resolveViewer(jar({ [authCookieNames.token]: token, [authCookieNames.viewer]: forged }), ctx);
    expect(viewer.profile).toMatchObject({ id: kidId, master: false });
  });

  test("takes a fresh, authentic ticket as it is, and refreshes a stale one", async () => {
    const { token, kidId } = await kidSession("viewer-fresh@example.com");
    const fresh = signTicket(forgedMaster, token, sessionSecret(), Date.now());
    expect((await resolveViewer(jar({ [authCookieNames.token]: token, [authCookieNames.viewer]: fresh }), ctx)).writes).toEqual([]);
    const stale = signTicket(forgedMaster, token, sessionSecret(), Date.now() - ticketFreshMs - 1);
    const { viewer, writes } = await resolveViewer(jar({ [authCookieNames.token]: token, [authCookieNames.viewer]: stale }), ctx);
    expect(viewer.profile?.id).toBe(kidId);
    expect(writes.length).toBeGreaterThan(0);
  });

  test("clears the session when the services say the token is unknown", async () => {
    const { viewer, writes } = await resolveViewer(jar({ [authCookieNames.token]: "no-such-token" }), ctx);
    expect(viewer).toEqual({ userType: "anonymous" });
    expect(written(writes, authCookieNames.token)?.options.maxAge).toBe(0);
  });

  test("while the services cannot be asked, keeps only an authentic ticket; without one, a guest", async () => {
    const { token } = await kidSession("viewer-outage@example.com");
    const kid: Viewer = { userType: "registered", profile: { id: "k", kind: "kid", master: false, ageLimit: 7 } };
    const stale = signTicket(kid, token, sessionSecret(), Date.now() - ticketFreshMs - 1);
    // The user service is unreachable for these calls (a network failure, not a refusal).
    const down = new ServiceError({ service: "user", path: "/userData", code: "network", message: "fetch failed" });
    const userData = vi.spyOn(getServices().user, "userData").mockRejectedValue(down);
    const kept = await resolveViewer(jar({ [authCookieNames.token]: token, [authCookieNames.viewer]: stale }), ctx);
    expect(kept).toEqual({ viewer: { ...kid, accountCountry: undefined }, writes: [] });
    const none = await resolveViewer(jar({ [authCookieNames.token]: token }), ctx);
    expect(none).toEqual({ viewer: { userType: "anonymous" }, writes: [] });
    userData.mockRestore();
  });
});
