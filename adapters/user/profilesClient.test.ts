import { describe, expect, test, vi } from "vitest";
import { ProfilesClient } from "./profilesClient";
import { UserServiceError } from "./UserServiceError";

const ctx = { locale: "en" as const, country: "JO" };
const caller = { token: "tok" };

function client(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify(body), { status, headers }));
  return { fetchImpl, profiles: new ProfilesClient({ baseURL: "http://svc/userprofile", fetchImpl }) };
}

const settings = (hasPin: boolean, maxAgeRestriction: number | null, subscriptionPinRequired?: boolean) => ({
  settings: { hasPin, parentalControl: { maxAgeRestriction }, ...(subscriptionPinRequired === undefined ? {} : { subscriptionPinRequired }) },
});
const fault = (status: number, code: string, extra: Record<string, unknown> = {}) => ({ status, fault: { error: { code, name: code, message: code, ...extra } } });

describe("ProfilesClient settings", () => {
  test("settings reads GET /settings with the token and flattens the parental control", async () => {
    const { profiles, fetchImpl } = client(settings(true, 12, false));
    expect(await profiles.settings(ctx, caller)).toEqual({ hasPin: true, maxAgeRestriction: 12, subscriptionPinRequired: false });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/userprofile/settings?country=JO");
    expect(init?.method).toBe("GET");
    expect(new Headers(init?.headers).get("token")).toBe("tok");
  });

  test("saveSettings PATCHes only what changed and returns the saved age restriction too", async () => {
    const { profiles, fetchImpl } = client(settings(false, null, true));
    expect(await profiles.saveSettings(ctx, caller, { maxAgeRestriction: null })).toEqual({ hasPin: false, maxAgeRestriction: null, subscriptionPinRequired: true });
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ parentalControl: { maxAgeRestriction: null } });
  });

  test("a settings reply without the parental control is refused at the boundary", async () => {
    await expect(client({ settings: { hasPin: true } }).profiles.settings(ctx, caller)).rejects.toThrow(/expected shape/);
  });
});

describe("ProfilesClient and the subscription PIN", () => {
  test("a reply without subscriptionPinRequired is read fail-closed: required when the account has a PIN", async () => {
    expect((await client(settings(true, null)).profiles.settings(ctx, caller)).subscriptionPinRequired).toBe(true);
    expect((await client(settings(false, null)).profiles.settings(ctx, caller)).subscriptionPinRequired).toBe(false);
  });

  test("a subscriptionPinRequired that is not a boolean is refused at the boundary", async () => {
    const reply = { settings: { hasPin: false, parentalControl: { maxAgeRestriction: null }, subscriptionPinRequired: "no" } };
    await expect(client(reply).profiles.settings(ctx, caller)).rejects.toThrow(/expected shape/);
  });

  test("passSubscriptionPin POSTs the PIN in the body with the token, never in the address", async () => {
    const { profiles, fetchImpl } = client({ ok: true });
    await expect(profiles.passSubscriptionPin(ctx, caller, "2468")).resolves.toBeUndefined();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/userprofile/profiles/subscription-pin?country=JO");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ pin: "2468" });
    expect(new Headers(init?.headers).get("token")).toBe("tok");
  });

  test("a wrong PIN is the service's PIN_INVALID on the pin field", async () => {
    const refused = client(fault(403, "PIN_INVALID", { field: "pin" }), 403).profiles.passSubscriptionPin(ctx, caller, "1111");
    await expect(refused).rejects.toSatisfy((error) => error instanceof UserServiceError && error.code === "PIN_INVALID" && error.field === "pin" && error.status === 403);
  });

  test("too many wrong PINs is a throttled refusal with the wait", async () => {
    const refused = client(fault(429, "TOO_MANY_ATTEMPTS", { field: "pin", retryAfterSeconds: 840 }), 429, { "Retry-After": "840" }).profiles.passSubscriptionPin(ctx, caller, "1111");
    await expect(refused).rejects.toSatisfy((error) => error instanceof UserServiceError && error.isThrottled && error.retryAfterSeconds === 840);
  });
});
