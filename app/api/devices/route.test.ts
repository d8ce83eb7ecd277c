/**
 * POST /api/devices decides whose devices from the session alone (issue 31 §3): a guest is refused before any call,
 * an account id in the body is ignored (the pairing's account is the session's), and the service's refusal of another
 * account's device passes through as its status.
 */
import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { authCookieNames } from "@/app/_session/authCookies";
import type { AccountUser } from "@/domain/account";
import { POST } from "./route";

afterEach(() => {
  vi.restoreAllMocks();
});

const owner: AccountUser = { id: "u1", email: "owner@example.com", firstName: "", lastName: "", emailVerified: true, loginProvider: "site", userType: "registered" };

function post(body: unknown, signedIn = true): NextRequest {
  return new NextRequest("http://localhost:3000/api/devices", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(signedIn ? { cookie: `${authCookieNames.token}=t0k3n` } : {}) },
  });
}

describe("POST /api/devices", () => {
  test("a guest is refused with 401 before the services are asked", async () => {
    const remove = vi.spyOn(getServices().devices, "remove");
    const pair = vi.spyOn(getServices().devices, "pair");
    expect((await POST(post({ id: "d1", action: "remove" }, false))).status).toBe(401);
    expect((await POST(post({ action: "pair", code: "BCDF-GHJK" }, false))).status).toBe(401);
    expect(remove).not.toHaveBeenCalled();
    expect(pair).not.toHaveBeenCalled();
  });

  test("pairs the TV to the session's account, whatever account the body names", async () => {
    vi.spyOn(getServices().user, "userData").mockResolvedValue(owner);
    const pair = vi.spyOn(getServices().devices, "pair").mockResolvedValue("tv-1");
    expect((await POST(post({ action: "pair", code: "BCDF-GHJK", accountId: "u2" }))).status).toBe(200);
    expect(pair).toHaveBeenCalledWith(expect.anything(), "t0k3n", "u1", "BCDF-GHJK");
  });

  test("another account's device is the service's 404, passed on; a body of another shape is 400", async () => {
    vi.spyOn(getServices().devices, "remove").mockRejectedValue(new UserServiceError({ code: "NOT_FOUND", status: 404 }));
    expect((await POST(post({ id: "someone-elses", action: "remove" }))).status).toBe(404);
    expect((await POST(post({ id: "d1", action: "wipe" }))).status).toBe(400);
  });
});
