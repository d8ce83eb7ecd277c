import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AccountProfile } from "@/domain/account";
import { getServices, UserServiceError } from "@/app/_server/services";
import { authCookieNames } from "@/app/_session/authCookies";
import { handleSelectPost } from "./selectRoute";

afterEach(() => {
  vi.restoreAllMocks();
});

const kid: AccountProfile = { id: "p2", name: "Sami", type: "KID", avatarUrl: "", avatarAlias: "a1", default: false, language: "ar", hasPin: false, requiresOnboarding: false };

function selectRequest(): NextRequest {
  return new NextRequest("http://localhost:3000/api/profiles/select?lang=en", {
    method: "POST",
    body: JSON.stringify({ profileId: "p2" }),
    headers: { "content-type": "application/json", cookie: `${authCookieNames.token}=t0k3n; ${authCookieNames.viewer}=old-adult-ticket` },
  });
}

/** The cookies a reply clears (max-age 0). */
const cleared = (reply: Response) =>
  reply.headers
    .getSetCookie()
    .filter((line) => /max-age=0/i.test(line))
    .map((line) => line.slice(0, line.indexOf("=")));

describe("switching profile", () => {
  test("when the service switched but the new ticket could not be made, the old ticket goes (its rights must not linger)", async () => {
    vi.spyOn(getServices().profiles, "select").mockResolvedValue(kid);
    vi.spyOn(getServices().user, "userData").mockRejectedValue(new Error("user service unreachable"));
    const reply = await handleSelectPost(selectRequest());
    expect(reply.status).toBe(502);
    expect(cleared(reply)).toContain(authCookieNames.viewer);
    // The session itself stays: the next request derives the viewer anew from the services.
    expect(cleared(reply)).not.toContain(authCookieNames.token);
  });

  test("when the service refused the switch, the ticket is still right and stays", async () => {
    vi.spyOn(getServices().profiles, "select").mockRejectedValue(new UserServiceError({ code: "PIN_INVALID", status: 403 }));
    const reply = await handleSelectPost(selectRequest());
    expect(reply.status).toBe(403);
    expect(reply.headers.getSetCookie()).toEqual([]);
  });
});
