import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { finishPartnerSignIn, partnerFlowCookie, startPartnerSignIn } from "./partnerSignIn";

const subscribed: Viewer = { userType: "subscribed", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };

vi.mock("@/app/_session/viewer", async (original) => ({
  ...(await original<typeof import("@/app/_session/viewer")>()),
  deriveViewer: async () => subscribed,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const token = "t0k3n";
const adult: Viewer = { userType: "registered", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };
const kid: Viewer = { userType: "registered", profile: { id: "p2", kind: "kid", master: false, ageLimit: 7 } };
const state = "s".repeat(43);
const flow = JSON.stringify({ state, partner: "dish", locale: "en" });

function get(url: string, viewer: Viewer | "guest" = adult, flowCookie: string | null = flow): NextRequest {
  const ticket = viewer === "guest" ? undefined : viewerCookies(viewer, token).find((write) => write.name === authCookieNames.viewer)?.value;
  const cookies = [...(viewer === "guest" ? [] : [`${authCookieNames.token}=${token}`]), ...(ticket ? [`${authCookieNames.viewer}=${ticket}`] : []), ...(flowCookie !== null ? [`${partnerFlowCookie}=${encodeURIComponent(flowCookie)}`] : [])];
  return new NextRequest(`http://localhost:3000${url}`, { headers: { cookie: cookies.join("; ") } });
}

function refusal(status: number, code: string): ServiceError {
  const error = new ServiceError({ service: "subscription", path: "/partners", code: "http-status", status, message: code });
  error.body = { error: { status, code, message: code } };
  return error;
}

const where = (reply: Response) => reply.headers.get("location")?.replace("http://localhost:3000", "");

describe("starting a partner TV provider's sign-in", () => {
  test("an adult is sent to the provider with the service's state kept in an HttpOnly cookie", async () => {
    const authorize = vi.spyOn(getServices().partners, "authorize").mockResolvedValue({ authorizeUrl: "http://127.0.0.1:4107/dish/oauth/authorize?state=x", state });
    const reply = await startPartnerSignIn(get("/api/partners/dish/sign-in?lang=en", adult, null), "dish");
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("http://127.0.0.1:4107/dish/oauth/authorize?state=x");
    expect(authorize).toHaveBeenCalledWith("dish", "http://localhost:3000/api/partners/callback", token, expect.anything());
    const cookie = reply.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${partnerFlowCookie}=`);
    expect(cookie.toLowerCase()).toContain("httponly");
  });

  test("a guest signs in first and comes back to the partner's page; a kids profile is refused there; neither reaches the service", async () => {
    const authorize = vi.spyOn(getServices().partners, "authorize");
    expect(where(await startPartnerSignIn(get("/api/partners/dish/sign-in?lang=fr", "guest"), "dish"))).toBe(`/fr/hub/login?redirect=${encodeURIComponent("/fr/hub/partner-list/dish")}`);
    expect(where(await startPartnerSignIn(get("/api/partners/dish/sign-in?lang=en", kid), "dish"))).toBe("/en/hub/partner-list/dish?partnerError=kid-profile");
    expect(where(await startPartnerSignIn(get("/api/partners/x%2F..%2Fy/sign-in?lang=en"), "x/../y"))).toBe("/en/hub/partner-list");
    expect(authorize).not.toHaveBeenCalled();
  });

  test("an account already paying another way hears so on the partner's page", async () => {
    vi.spyOn(getServices().partners, "authorize").mockRejectedValue(refusal(409, "ALREADY_SUBSCRIBED"));
    expect(where(await startPartnerSignIn(get("/api/partners/sling/sign-in?lang=ar"), "sling"))).toBe("/ar/hub/partner-list/sling?partnerError=already-subscribed");
  });
});

describe("the provider's way back", () => {
  test("the flow's own state subscribes the account, renews the viewer ticket and lands on the congratulations", async () => {
    const link = vi.spyOn(getServices().partners, "link").mockResolvedValue({ partner: "dish", productId: "shasha-ultimate", endDate: "2026-12-27T00:00:00.000Z", paymentMethodName: "dish" });
    const reply = await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${state}`));
    expect(where(reply)).toBe("/en/hub/subscription-congrats");
    expect(link).toHaveBeenCalledWith("dish", "c0de", state, token, expect.anything());
    const cookies = reply.headers.getSetCookie().join("\n");
    expect(cookies).toContain(`${authCookieNames.viewer}=`);
    expect(cookies).toMatch(new RegExp(`${partnerFlowCookie}=;`));
  });

  test("another state, no flow, a cancel at the provider or a guest never reach the service", async () => {
    const link = vi.spyOn(getServices().partners, "link");
    expect(where(await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${"t".repeat(43)}`)))).toBe("/en/hub/partner-list/dish?partnerError=failed");
    expect(where(await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${state}`, adult, null)))).toBe("/ar/hub/partner-list");
    expect(where(await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${state}`, adult, '{"state":"forged","partner":"dish"}')))).toBe("/ar/hub/partner-list");
    expect(where(await finishPartnerSignIn(get(`/api/partners/callback?error=access_denied&state=${state}`)))).toBe("/en/hub/partner-list/dish?partnerError=cancelled");
    expect(where(await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${state}`, "guest")))).toBe("/en/hub/partner-list/dish?partnerError=failed");
    expect(link).not.toHaveBeenCalled();
  });

  test("the service's refusals are said in the page's words", async () => {
    for (const [code, said] of [
      ["PARTNER_NOT_ENTITLED", "not-entitled"],
      ["PARTNER_ACCOUNT_IN_USE", "account-in-use"],
      ["PARTNER_FLOW_UNKNOWN", "failed"],
      ["PROVIDER_UNAVAILABLE", "unavailable"],
    ] as const) {
      vi.spyOn(getServices().partners, "link").mockRejectedValue(refusal(409, code));
      expect(where(await finishPartnerSignIn(get(`/api/partners/callback?code=c0de&state=${state}`)))).toBe(`/en/hub/partner-list/dish?partnerError=${said}`);
    }
  });
});
