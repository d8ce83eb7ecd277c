import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, type CallReply, fakeClock, faultOf, latestMessage, signInSchema } from "./testClient";

let services: TestServices;
const clock = fakeClock();

beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
});
afterAll(() => services.close());

// As the app sends it: the viewer's address, vouched for with the caller secret (services/user/clientAddress.ts).
const from = (address: string) => ({ "x-client-address": address, [servicesCallerHeader]: devServicesCallerSecret });

const signInFrom = (address: string, email: string, password: string) =>
  call(services, "/user/authenticate", { body: { email, password }, headers: from(address) });

/** A refusal of the throttle: 429, the wait in the header and in the fault, nothing else. */
function expectThrottled(reply: CallReply, field: string): number {
  expect(reply.status).toBe(429);
  const error = faultOf(reply).fault.error;
  expect(error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field });
  expect(reply.headers.get("retry-after")).toBe(String(error.retryAfterSeconds));
  return error.retryAfterSeconds ?? 0;
}

describe("wrong passwords for one account from one address", () => {
  test("are refused from the sixth in 15 minutes at once with 429 and Retry-After, the right one too, until the window passes", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(faultOf(await signInFrom("10.0.0.1", "canceled@shasha.test", "wrong-pass1")).fault.error.code).toBe("INVALID_CREDENTIALS");
    }
    expect(expectThrottled(await signInFrom("10.0.0.1", "canceled@shasha.test", seedPassword), "password")).toBe(900);
    clock.advance(10 * 60 * 1000);
    expect(expectThrottled(await signInFrom("10.0.0.1", "canceled@shasha.test", seedPassword), "password")).toBe(300);
    clock.advance(5 * 60 * 1000);
    const reply = await signInFrom("10.0.0.1", "canceled@shasha.test", seedPassword);
    expect(signInSchema.parse(reply.body).user.email).toBe("canceled@shasha.test");
  });

  test("do not lock the owner out at another address", async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) await signInFrom("10.0.0.2", "suspended@shasha.test", "wrong-pass1");
    expectThrottled(await signInFrom("10.0.0.2", "suspended@shasha.test", seedPassword), "password");
    expect((await signInFrom("10.0.0.3", "suspended@shasha.test", seedPassword)).status).toBe(200);
  });

  test("are forgiven by the right password: the next five wrong ones are answered again", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await signInFrom("10.0.0.4", "registered@shasha.test", "wrong-pass1");
    expect((await signInFrom("10.0.0.4", "registered@shasha.test", seedPassword)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signInFrom("10.0.0.4", "registered@shasha.test", "wrong-pass1")).status).toBe(401);
    }
    expect((await signInFrom("10.0.0.4", "registered@shasha.test", "wrong-pass1")).status).toBe(429);
  });
});

describe("guesses spread over many addresses or many accounts", () => {
  test("past 20 failures for one account, a new address is refused while an address that signed in before still passes", async () => {
    const email = "guarded@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "owner-pass1" } });
    expect((await signInFrom("10.1.0.1", email, "owner-pass1")).status).toBe(200);
    for (let address = 1; address <= 20; address += 1) {
      expect((await signInFrom(`10.2.0.${address}`, email, "wrong-pass1")).status).toBe(401);
    }
    expectThrottled(await signInFrom("10.3.0.1", email, "owner-pass1"), "password");
    expect((await signInFrom("10.1.0.1", email, "owner-pass1")).status).toBe(200);
  });

  test("past 30 failures from one address across accounts, that address is refused for any account", async () => {
    for (let index = 1; index <= 30; index += 1) {
      expect((await signInFrom("10.4.0.1", `nobody${index}@example.com`, "wrong-pass1")).status).toBe(401);
    }
    expectThrottled(await signInFrom("10.4.0.1", "registered@shasha.test", seedPassword), "password");
    expect((await signInFrom("10.4.0.2", "registered@shasha.test", seedPassword)).status).toBe(200);
  });
});

describe("a restart of the services", () => {
  test("keeps a lock: the attempts are in the database", async () => {
    const own = await startTestServices();
    const attempt = (password: string) =>
      call(own, "/user/authenticate", { body: { email: "registered@shasha.test", password }, headers: from("10.5.0.1") });
    for (let index = 1; index <= 5; index += 1) expect((await attempt("wrong-pass1")).status).toBe(401);
    await own.close();
    const again = await startTestServices({ dataDir: own.dataDir });
    try {
      const reply = await call(again, "/user/authenticate", {
        body: { email: "registered@shasha.test", password: seedPassword },
        headers: from("10.5.0.1"),
      });
      expectThrottled(reply, "password");
    } finally {
      await again.close();
    }
  });
});

describe("messages sent on request", () => {
  test("are limited to five reset emails an hour for one email, unknown emails included", async () => {
    for (const email of ["registered@shasha.test", "nobody@example.com"]) {
      for (let index = 1; index <= 5; index += 1) {
        const sent = await call(services, "/user/sendResetPasswordEmail", { body: { email }, headers: from(`10.6.0.${index}`) });
        expect(sent.status).toBe(200);
      }
      const refused = await call(services, "/user/sendResetPasswordEmail", { body: { email }, headers: from("10.6.1.1") });
      expect(expectThrottled(refused, "email")).toBe(3600);
    }
  });

  test("are limited to 20 an hour from one address, whatever the target", async () => {
    for (let index = 1; index <= 20; index += 1) {
      const sent = await call(services, "/user/sendResetPasswordEmail", { body: { email: `spray${index}@example.com` }, headers: from("10.7.0.1") });
      expect(sent.status).toBe(200);
    }
    const phone = await call(services, "/user/sendPhoneVerificationCode", { body: { phone: "+962790000009", country: "JO" }, headers: from("10.7.0.1") });
    expectThrottled(phone, "phone");
  });

  test("include phone codes (five an hour for a number) and verification emails", async () => {
    const phone = "+962790000008";
    for (let index = 1; index <= 5; index += 1) {
      expect((await call(services, "/user/sendPhoneVerificationCode", { body: { phone, country: "JO" }, headers: from(`10.8.0.${index}`) })).status).toBe(200);
    }
    expectThrottled(await call(services, "/user/sendPhoneVerificationCode", { body: { phone, country: "JO" }, headers: from("10.8.1.1") }), "phone");

    const session = signInSchema.parse((await signInFrom("10.9.0.1", "registered@shasha.test", seedPassword)).body);
    for (let index = 1; index <= 5; index += 1) {
      expect((await call(services, "/user/sendVerificationEmail", { method: "POST", token: session.token, headers: from(`10.9.1.${index}`) })).status).toBe(200);
    }
    expectThrottled(await call(services, "/user/sendVerificationEmail", { method: "POST", token: session.token, headers: from("10.9.2.1") }), "email");
  });
});

describe("account lookups (validateLogin)", () => {
  test("are limited to 30 in 15 minutes from one address", async () => {
    for (let index = 1; index <= 30; index += 1) {
      expect((await call(services, "/user/validateLogin", { body: { email: `who${index}@example.com` }, headers: from("10.10.0.1") })).status).toBe(200);
    }
    expectThrottled(await call(services, "/user/validateLogin", { body: { email: "who@example.com" }, headers: from("10.10.0.1") }), "email");
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

  test("refuses the right code after five wrong ones from that address, with 429 on the otp field", async () => {
    const fresh = "+962790000077";
    await call(services, "/user/sendPhoneVerificationCode", { body: { phone: fresh, country: "JO" }, headers: from("10.11.0.1") });
    const { code } = await latestMessage(services, fresh);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let index = 1; index <= 5; index += 1) {
      const reply = await call(services, "/user/validateOTP", { body: { phone: fresh, otp: wrong }, headers: from("10.11.0.1") });
      expect(faultOf(reply).fault.error.code).toBe("OTP_INVALID");
    }
    expectThrottled(await call(services, "/user/validateOTP", { body: { phone: fresh, otp: code }, headers: from("10.11.0.1") }), "otp");
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

describe("asking whether a number has an account", () => {
  test("is answered no faster than codes are sent: from one address, unknown numbers get NOT_FOUND 20 times an hour, then 429", async () => {
    const probe = (n: number) => call(services, "/user/phoneNumberLogin", { body: { phone: `+9627955${String(n).padStart(5, "0")}`, country: "JO" }, headers: from("10.9.9.9") });
    for (let n = 0; n < 20; n += 1) expect(faultOf(await probe(n)).fault.error.code).toBe("NOT_FOUND");
    expectThrottled(await probe(20), "phone");
  });
});
