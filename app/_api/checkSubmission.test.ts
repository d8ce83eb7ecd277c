import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { sanitizeScreen } from "@/screens-schema/validator";
import type { Block } from "@/screens-schema/generated/types";
import { checkSubmission, submissionBody } from "./checkSubmission";

function seeded(file: string): Block[] {
  const result = sanitizeScreen(JSON.parse(readFileSync(new URL(`../../services/seed/screens/${file}`, import.meta.url), "utf8")));
  if (!result.ok) throw new Error(`${file} is invalid`);
  return result.screen.blocks;
}

const login = seeded("user-login-form.json");
const signup = seeded("user-signup-form.json");
const mobile = seeded("user-mobile-login.json");
const reset = seeded("user-reset-password.json");
const body = (formId: string, values: Record<string, string | boolean>) => ({ screenId: "s", formId, values });

describe("the form route's own check of a submission", () => {
  test("a good sign-in passes with its form and fields", () => {
    const check = checkSubmission(login, "sign-in", body("login-form", { email: "a@b.co", password: "Shasha-2026!" }));
    expect(check).toMatchObject({ ok: true, values: { email: "a@b.co", password: "Shasha-2026!" } });
  });

  test("a form that is not on the screen, or posted to another operation, is refused", () => {
    expect(checkSubmission(login, "sign-in", body("nope", {}))).toEqual({ ok: false, problem: "unknown-form" });
    expect(checkSubmission(login, "sign-up", body("login-form", { email: "a@b.co", password: "x" }))).toEqual({ ok: false, problem: "wrong-operation" });
  });

  test("fields the layout does not have are refused by name", () => {
    const check = checkSubmission(login, "sign-in", body("login-form", { email: "a@b.co", password: "Shasha-2026!", isAdmin: true }));
    expect(check).toEqual({ ok: false, problem: "unknown-fields", names: ["isAdmin"] });
  });

  test("the layout's rules run again on the server", () => {
    const check = checkSubmission(signup, "sign-up", body("signup-form", { email: "not-an-email", password: "short", confirmPassword: "other", firstName: "" }));
    expect(check.ok).toBe(false);
    if (check.ok || check.problem !== "invalid") throw new Error("expected invalid");
    expect(Object.fromEntries(Object.entries(check.issues).map(([name, issue]) => [name, issue.rule]))).toEqual({
      firstName: "required",
      email: "email",
      password: "minLength",
      confirmPassword: "matches",
    });
  });

  test("missing values an operation needs are refused", () => {
    expect(checkSubmission(login, "sign-in", body("login-form", { email: "a@b.co" }))).toEqual({ ok: false, problem: "missing-fields", names: ["password"] });
  });

  test("a reset form takes the link's code although it has no code field", () => {
    const values = { newPassword: "Newpass-2026", confirmPassword: "Newpass-2026", code: "abc123" };
    expect(checkSubmission(reset, "reset", body("reset-form", values)).ok).toBe(true);
    expect(checkSubmission(reset, "reset", body("reset-form", { newPassword: "Newpass-2026", confirmPassword: "Newpass-2026" }))).toEqual({
      ok: false,
      problem: "missing-fields",
      names: ["code"],
    });
  });

  test("a form with an OTP field may ask for a new code (send-otp) with its phone only", () => {
    expect(checkSubmission(mobile, "send-otp", body("mobile-form", { phone: "+962790000001", country: "JO" })).ok).toBe(true);
    expect(checkSubmission(login, "send-otp", body("login-form", { phone: "+962790000001", country: "JO" }))).toEqual({ ok: false, problem: "wrong-operation" });
  });

  test("the body itself is checked before anything else", () => {
    expect(submissionBody.safeParse({ values: {} }).success).toBe(false);
    expect(submissionBody.safeParse({ screenId: "s", formId: "f", values: { a: { nested: true } } }).success).toBe(false);
  });
});
