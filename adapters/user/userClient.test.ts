import { describe, expect, test, vi } from "vitest";
import { UserClient } from "./userClient";
import { UserServiceError } from "./UserServiceError";

const ctx = { locale: "ar" as const, country: "JO" };
const wireUser = {
  id: "u1",
  email: "a@b.co",
  userName: "a@b.co",
  firstName: "Lina",
  lastName: "K",
  country: "JO",
  emailVerified: false,
  hasPassword: true,
  loginProvider: "site",
  subscribeToPromotion: false,
  subscribeToNewsLetter: false,
  newUser: false,
  userCalculatedStatus: "SUBSCRIBED",
  subscriptions: [{ sku: "plus", purchaseType: "SVOD", subscriptionStatus: "ACTIVE", startDate: "x", endDate: "y", paymentMethod: {} }],
};

function client(status: number, body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  return { fetchImpl, user: new UserClient({ baseURL: "http://svc/user", fetchImpl }) };
}

describe("UserClient", () => {
  test("a sign-in reply is checked and reshaped, the user type derived from the subscriptions", async () => {
    const { user, fetchImpl } = client(200, { user: wireUser, token: "t", sessionId: "s", expiresAt: "2030-01-01T00:00:00Z" });
    const signedIn = await user.authenticate(ctx, "a@b.co", "pw");
    expect(signedIn).toEqual({
      token: "t",
      expiresAt: "2030-01-01T00:00:00Z",
      user: { id: "u1", email: "a@b.co", firstName: "Lina", lastName: "K", emailVerified: false, loginProvider: "site", userType: "subscribed" },
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/authenticate?country=JO");
    expect(init?.method).toBe("POST");
  });

  test("a fault body becomes a UserServiceError with code, field, wait and status", async () => {
    const { user } = client(429, { status: 429, fault: { error: { code: "TOO_MANY_ATTEMPTS", name: "x", message: "m", field: "password", retryAfterSeconds: 60 } } });
    const error = await user.authenticate(ctx, "a@b.co", "pw").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserServiceError);
    expect(error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field: "password", retryAfterSeconds: 60, status: 429 });
  });

  test("the token travels in the token header, and 407 is the invalid token", async () => {
    const { user, fetchImpl } = client(401, { status: 401, fault: { error: { code: "407", name: "Invalid Token", message: "m" } } });
    const error = await user.userData(ctx, "bogus").catch((caught: unknown) => caught);
    expect(error instanceof UserServiceError && error.isInvalidToken).toBe(true);
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get("token")).toBe("bogus");
  });

  test("a reply of the wrong shape is refused at the boundary", async () => {
    const { user } = client(200, { user: { id: 1 } });
    await expect(user.createAccount(ctx, { email: "a@b.co", password: "pw" })).rejects.toThrow(/expected shape/);
  });
});
