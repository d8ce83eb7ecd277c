import { describe, expect, test } from "vitest";
import { translator } from "@/locales/serverI18n";
import { faultFeedback } from "./faultFeedback";

const loginFields = ["email", "password"];

describe("where a user-service fault shows on a form", () => {
  test("the fault's own field comes first when the form has it", () => {
    expect(faultFeedback({ code: "INVALID_INPUT", field: "email" }, loginFields)).toEqual({ field: "email", key: "form.errors.invalidInput", params: {} });
    expect(faultFeedback({ code: "WEAK_PASSWORD", field: "newPassword" }, ["newPassword", "confirmPassword"])).toMatchObject({ field: "newPassword" });
  });

  test.each([
    ["INVALID_CREDENTIALS", "password", "form.errors.invalidCredentials"],
    ["EMAIL_TAKEN", "email", "form.errors.emailTaken"],
    ["OTP_INVALID", "otp", "form.errors.otpInvalid"],
    ["OTP_EXPIRED", "otp", "form.errors.otpExpired"],
    ["WEAK_PASSWORD", "password", "form.errors.weakPassword"],
    ["MOBILE_LOGIN_NOT_ALLOWED", "phone", "form.errors.mobileLoginNotAllowed"],
  ])("%s without a field goes to %s", (code, field, key) => {
    expect(faultFeedback({ code }, ["email", "password", "otp", "phone"])).toEqual({ field, key, params: {} });
  });

  test("a field the form does not have falls back to the code's field, then to the form", () => {
    expect(faultFeedback({ code: "INVALID_CREDENTIALS", field: "username" }, loginFields)).toMatchObject({ field: "password" });
    expect(faultFeedback({ code: "EMAIL_TAKEN" }, ["phone"])).toEqual({ key: "form.errors.emailTaken", params: {} });
  });

  test("too many attempts is form-level and says how many minutes to wait", () => {
    expect(faultFeedback({ code: "TOO_MANY_ATTEMPTS", field: "password", retryAfterSeconds: 600 }, loginFields)).toEqual({
      key: "form.errors.tooManyAttempts",
      params: { count: 10 },
    });
    expect(faultFeedback({ code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 5 }, loginFields).params).toEqual({ count: 1 });
  });

  test.each([
    [61, 2],
    [120, 2],
    [900, 15],
    [undefined, 15],
  ])("a wait of %s seconds is said as %s minutes, rounded up", (retryAfterSeconds, minutes) => {
    expect(faultFeedback({ code: "TOO_MANY_ATTEMPTS", ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }, loginFields).params).toEqual({ count: minutes });
  });

  test.each([
    ["en", 1, "Too many attempts. Try again in 1 minute."],
    ["en", 15, "Too many attempts. Try again in 15 minutes."],
    ["fr", 1, "Trop de tentatives. Réessayez dans 1 minute."],
    ["fr", 15, "Trop de tentatives. Réessayez dans 15 minutes."],
    ["ar", 1, "محاولات كثيرة. حاول مرة أخرى بعد دقيقة واحدة."],
    ["ar", 2, "محاولات كثيرة. حاول مرة أخرى بعد دقيقتين."],
    ["ar", 5, "محاولات كثيرة. حاول مرة أخرى بعد 5 دقائق."],
    ["ar", 15, "محاولات كثيرة. حاول مرة أخرى بعد 15 دقيقة."],
  ] as const)("in %s, %s minutes read %j", (locale, count, text) => {
    expect(translator(locale, "blocks")("form.errors.tooManyAttempts", { count })).toBe(text);
  });

  test("an account that a social sign-in may not be linked to is said at form level, in every language", () => {
    expect(faultFeedback({ code: "ACCOUNT_EXISTS", field: "email" }, ["email", "password"])).toEqual({ key: "form.errors.accountExists", params: {} });
    for (const locale of ["ar", "en", "fr"] as const) {
      expect(translator(locale, "blocks")("form.errors.accountExists")).not.toBe("form.errors.accountExists");
    }
  });

  test("a wrong current password and a dead link get their own words", () => {
    expect(faultFeedback({ code: "INVALID_CREDENTIALS", field: "currentPassword" }, ["currentPassword", "newPassword"])).toEqual({
      field: "currentPassword",
      key: "form.errors.currentPasswordWrong",
      params: {},
    });
    expect(faultFeedback({ code: "INVALID_INPUT", field: "code" }, ["newPassword"])).toEqual({ key: "form.errors.linkInvalid", params: {} });
  });

  test("session faults and unknown codes are form-level; a field-less INVALID_INPUT is generic", () => {
    expect(faultFeedback({ code: "407" }, loginFields)).toEqual({ key: "form.errors.sessionExpired", params: {} });
    expect(faultFeedback({ code: "SOMETHING_NEW", field: "email" }, loginFields)).toEqual({ field: "email", key: "form.errors.generic", params: {} });
    expect(faultFeedback({ code: "INVALID_INPUT" }, loginFields)).toEqual({ key: "form.errors.generic", params: {} });
  });

  test("a first password the account cannot take, or a profile change only the master profile may make, is said at form level", () => {
    const fields = ["newPassword", "confirmPassword"];
    expect(faultFeedback({ code: "PASSWORD_ALREADY_SET" }, fields)).toEqual({ key: "form.errors.passwordAlreadySet", params: {} });
    expect(faultFeedback({ code: "EMAIL_REQUIRED", field: "newPassword" }, fields)).toEqual({ key: "form.errors.emailRequired", params: {} });
    expect(faultFeedback({ code: "MASTER_PROFILE_REQUIRED" }, ["maxAgeRestriction"])).toEqual({ key: "form.errors.masterProfileRequired", params: {} });
  });
});
