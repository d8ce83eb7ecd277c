import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { subscriptionPinRequired } from "@/app/_server/subscriptionPin";
import { authCookieNames } from "@/app/_session/authCookies";
import { setLogSink, type LogEntry } from "@/ops/log";
import { forgeryRefusal } from "./forgery";
import { handleSubscriptionPinPost } from "./subscriptionPin";

afterEach(() => {
  vi.restoreAllMocks();
  setLogSink(undefined);
});

function pinRequest(body: string | undefined, options: { signedIn?: boolean; query?: string } = {}): NextRequest {
  return new NextRequest(`http://localhost:3000/api/subscription/pin?lang=en${options.query ?? ""}`, {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(options.signedIn === false ? {} : { cookie: `${authCookieNames.token}=t0k3n` }) },
  });
}

const pinBody = (pin: unknown) => JSON.stringify({ pin });
const answer = async (reply: Response) => [reply.status, await reply.json()];

describe("POST /api/subscription/pin", () => {
  test("passes the PIN from the body with the session's token, and answers ok, uncached", async () => {
    const pass = vi.spyOn(getServices().profiles, "passSubscriptionPin").mockResolvedValue(undefined);
    const reply = await handleSubscriptionPinPost(pinRequest(pinBody("2468")));
    expect(await answer(reply)).toEqual([200, { ok: true }]);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(pass).toHaveBeenCalledTimes(1);
    expect(pass.mock.calls[0]?.[1]).toEqual({ token: "t0k3n" });
    expect(pass.mock.calls[0]?.[2]).toBe("2468");
  });

  test("a wrong PIN is pin-invalid; too many is throttled with the wait; a kids profile is not allowed", async () => {
    const pass = vi.spyOn(getServices().profiles, "passSubscriptionPin").mockRejectedValueOnce(new UserServiceError({ code: "PIN_INVALID", status: 403, field: "pin" }));
    expect(await answer(await handleSubscriptionPinPost(pinRequest(pinBody("1111"))))).toEqual([403, { error: { status: 403, code: "pin-invalid" } }]);
    pass.mockRejectedValueOnce(new UserServiceError({ code: "TOO_MANY_ATTEMPTS", status: 429, retryAfterSeconds: 600 }));
    const throttled = await handleSubscriptionPinPost(pinRequest(pinBody("1111")));
    expect(throttled.headers.get("retry-after")).toBe("600");
    expect(await answer(throttled)).toEqual([429, { error: { status: 429, code: "throttled", retryAfterSeconds: 600 } }]);
    pass.mockRejectedValueOnce(new UserServiceError({ code: "KID_PROFILE_NOT_ALLOWED", status: 403 }));
    expect(await answer(await handleSubscriptionPinPost(pinRequest(pinBody("2468"))))).toEqual([403, { error: { status: 403, code: "not-allowed" } }]);
  });

  test("a PIN that is not four digits in the JSON body (the query, a form body, a number) is refused unasked", async () => {
    const pass = vi.spyOn(getServices().profiles, "passSubscriptionPin");
    for (const request of [pinRequest(undefined, { query: "&pin=2468" }), pinRequest("pin=2468"), pinRequest(pinBody(2468)), pinRequest(pinBody("24681"))]) {
      expect(await answer(await handleSubscriptionPinPost(request))).toEqual([400, { error: { status: 400, code: "pin-invalid" } }]);
    }
    expect(pass).not.toHaveBeenCalled();
  });

  test("without a session it is signed-out, unasked; an ended session too", async () => {
    const pass = vi.spyOn(getServices().profiles, "passSubscriptionPin");
    expect(await answer(await handleSubscriptionPinPost(pinRequest(pinBody("2468"), { signedIn: false })))).toEqual([401, { error: { status: 401, code: "signed-out" } }]);
    expect(pass).not.toHaveBeenCalled();
    pass.mockRejectedValueOnce(new UserServiceError({ code: "407", status: 401 }));
    expect(await answer(await handleSubscriptionPinPost(pinRequest(pinBody("2468"))))).toEqual([401, { error: { status: 401, code: "signed-out" } }]);
  });

  test("a service that cannot answer is unavailable, logged without the PIN", async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    vi.spyOn(getServices().profiles, "passSubscriptionPin").mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:4000"));
    expect(await answer(await handleSubscriptionPinPost(pinRequest(pinBody("8642"))))).toEqual([502, { error: { status: 502, code: "unavailable" } }]);
    expect(logged.map((entry) => entry.code)).toEqual(["subscription-pin-failed"]);
    expect(JSON.stringify(logged)).not.toContain("8642");
  });

  test("another site cannot post a PIN: its form post or cross-site fetch is refused before the route (proxy.ts)", () => {
    const facts = (headers: Record<string, string>) => ({ method: "POST", header: (name: string) => headers[name] ?? null, ownOrigins: ["http://localhost:3000"] });
    expect(forgeryRefusal(facts({ origin: "https://evil.example", "content-type": "application/json", "sec-fetch-site": "cross-site" }))).toBe("cross-site");
    expect(forgeryRefusal(facts({ origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" }))).toBe("not-json");
  });
});

describe("subscriptionPinRequired (the page's question)", () => {
  const session = { token: "t0k3n", call: { locale: "en" as const, country: "JO" } };
  const settings = (required: boolean) => ({ hasPin: true, maxAgeRestriction: null, subscriptionPinRequired: required });

  test("is the service's answer for this session", async () => {
    const read = vi.spyOn(getServices().profiles, "settings").mockResolvedValueOnce(settings(false));
    expect(await subscriptionPinRequired(session)).toBe(false);
    expect(read.mock.calls[0]?.[1]).toEqual({ token: "t0k3n" });
    read.mockResolvedValueOnce(settings(true));
    expect(await subscriptionPinRequired(session)).toBe(true);
  });

  test("fails closed: when the service cannot say, the page asks", async () => {
    setLogSink(() => undefined);
    vi.spyOn(getServices().profiles, "settings").mockRejectedValue(new Error("timeout"));
    expect(await subscriptionPinRequired(session)).toBe(true);
  });
});
