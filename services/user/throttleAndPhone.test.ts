import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, fakeClock, faultOf, latestMessage, signInSchema } from "./testClient";

let services: TestServices;
const clock = fakeClock();
const sleeps: number[] = [];

beforeAll(async () => {
  services = await startTestServices({
    now: clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});
afterAll(() => services.close());

const wrongPassword = (email: string) => call(services, "/user/authenticate", { body: { email, password: "wrong-pass1" } });

describe("repeated wrong passwords for one account", () => {
  test("slow down from the sixth try (1 s, 2 s, 4 s...) and are refused after ten for 15 minutes", async () => {
    sleeps.length = 0;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(faultOf(await wrongPassword("canceled@shasha.test")).fault.error.code).toBe("INVALID_CREDENTIALS");
    }
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
    const refused = await call(services, "/user/authenticate", { body: { email: "canceled@shasha.test", password: seedPassword } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    expect(faultOf(refused).fault.error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 900 });

    clock.advance(15 * 60 * 1000);
    expect(signInSchema.parse((await call(services, "/user/authenticate", {
      body: { email: "canceled@shasha.test", password: seedPassword },
    })).body).user.email).toBe("canceled@shasha.test");
  });

  test("count per account, so another account is not slowed", async () => {
    sleeps.length = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) await wrongPassword("suspended@shasha.test");
    await wrongPassword("registered@shasha.test");
    expect(sleeps).toEqual([]);
    await wrongPassword("suspended@shasha.test");
    expect(sleeps).toEqual([1000]);
  });
});

describe("signing in by phone", () => {
  const phone = "+962790000001";
  test("sends a six-digit code to the seeded Jordanian user and signs in with it, once", async () => {
    const sent = await call(services, "/user/phoneNumberLogin", { body: { phone, country: "JO" } });
    expect(sent.body).toEqual({ ok: true, otpTtlSeconds: 120 });
    const { code } = await latestMessage(services, phone);
    expect(code).toMatch(/^\d{6}$/);
    const reply = await call(services, "/user/phoneLogin/otp", { body: { phone, otp: code } });
    expect(signInSchema.parse(reply.body).user).toMatchObject({ phoneLogin: phone, loginProvider: "phone", newUser: false });
    const reused = await call(services, "/user/validateOTP", { body: { phone, otp: code } });
    expect(faultOf(reused).fault.error).toMatchObject({ code: "OTP_INVALID", field: "otp" });
  });

  test("is refused in Algeria, where mobile login is not allowed", async () => {
    const reply = await call(services, "/user/phoneNumberLogin", { body: { phone: "+213550000001", country: "DZ" } });
    expect(reply.status).toBe(403);
    expect(faultOf(reply).fault.error.code).toBe("MOBILE_LOGIN_NOT_ALLOWED");
  });

  test("refuses a number that is not E.164 or not of the country", async () => {
    const local = await call(services, "/user/phoneNumberLogin", { body: { phone: "0790000001", country: "JO" } });
    expect(faultOf(local).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "phone" });
    const foreign = await call(services, "/user/phoneNumberLogin", { body: { phone: "+201000000001", country: "JO" } });
    expect(faultOf(foreign).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "phone" });
  });

  test("with a code older than 120 seconds is OTP_EXPIRED", async () => {
    await call(services, "/user/phoneNumberLogin", { body: { phone, country: "JO" } });
    const { code } = await latestMessage(services, phone);
    clock.advance(120 * 1000);
    const reply = await call(services, "/user/validateOTP", { body: { phone, otp: code } });
    expect(faultOf(reply).fault.error).toMatchObject({ code: "OTP_EXPIRED", field: "otp" });
  });

  test("creates the account of a new number on the first good code (newUser), which login alone would not", async () => {
    const fresh = "+971500000123";
    const login = await call(services, "/user/phoneNumberLogin", { body: { phone: fresh, country: "AE" } });
    expect(faultOf(login).fault.error.code).toBe("NOT_FOUND");
    await call(services, "/user/sendPhoneVerificationCode", { body: { phone: fresh, country: "AE" } });
    const { code } = await latestMessage(services, fresh);
    const otherCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await call(services, "/user/validateOTP", { body: { phone: fresh, otp: otherCode } });
    expect(faultOf(wrong).fault.error.code).toBe("OTP_INVALID");
    const reply = await call(services, "/user/validateOTP", { body: { phone: fresh, otp: code } });
    expect(signInSchema.parse(reply.body).user).toMatchObject({ newUser: true, country: "AE", hasPassword: false });
  });
});

describe("the development outbox switch", () => {
  test("is on outside production and with DEV_OUTBOX=1, off in production otherwise", async () => {
    const { devOutboxEnabled } = await import("./userRoutes");
    expect(devOutboxEnabled({ NODE_ENV: "test" })).toBe(true);
    expect(devOutboxEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(devOutboxEnabled({ NODE_ENV: "production", DEV_OUTBOX: "1" })).toBe(true);
  });
});
