import { describe, expect, test } from "vitest";
import type { FieldRules } from "@/screens-schema/generated/types";
import { validateField, validateForm, type FieldKind, type FormValue, type FormValues } from "./fieldRules";

const rules: FieldRules = {
  required: {},
  minLength: { value: 3 },
  maxLength: { value: 5 },
  pattern: { value: "[a-z]+" },
};

describe("validateField", () => {
  test.each<[string, FormValue | undefined, FieldRules | undefined, string | undefined, Record<string, string | number>?]>([
    ["missing required", undefined, rules, "form.rules.required", {}],
    ["blank required", "   ", rules, "form.rules.required", {}],
    ["too short", "ab", rules, "form.rules.minLength", { count: 3 }],
    ["too long", "abcdef", rules, "form.rules.maxLength", { count: 5 }],
    ["pattern miss (anchored)", "abc1", { pattern: { value: "[a-z]+" } }, "form.rules.pattern", {}],
    ["valid", "abcd", rules, undefined],
    ["empty optional ignores other rules", "", { minLength: { value: 3 } }, undefined],
    ["no rules", "anything", undefined, undefined],
    ["length counts characters, not UTF-16 units", "😀😀😀", { minLength: { value: 3 } }, undefined],
    ["unicode pattern", "أحمد", { pattern: { value: "\\p{L}+" } }, undefined],
  ])("%s", (_name, value, fieldRules, key, params) => {
    const found = validateField(value, fieldRules, {});
    expect(found?.key).toBe(key);
    expect(found?.params).toEqual(params);
  });

  test("matches compares with the other field's value", () => {
    const values: FormValues = { password: "secret123" };
    expect(validateField("secret124", { matches: { field: "password" } }, values)).toMatchObject({ key: "form.rules.matches", params: { field: "password" } });
    expect(validateField("secret123", { matches: { field: "password" } }, values)).toBeUndefined();
  });

  test.each<[FieldKind, FormValue, string | undefined, number?]>([
    ["email", "name@example.com", undefined],
    ["email", "name@example", "form.rules.email"],
    ["email", "a b@example.com", "form.rules.email"],
    ["phone", "+962791234567", undefined],
    ["phone", "0791234567", "form.rules.phone"],
    ["otp", "123456", undefined, 6],
    ["otp", "12345", "form.rules.otp", 6],
    ["otp", "1234", undefined, 4],
  ])("a %s field checks its own shape: %s", (kind, value, key, length) => {
    expect(validateField(value, undefined, {}, kind, length)?.key).toBe(key);
  });

  test("an unticked required check box gets the consent message", () => {
    expect(validateField(false, { required: {} }, {}, "checkbox")?.key).toBe("form.rules.requiredCheckbox");
    expect(validateField(true, { required: {} }, {}, "checkbox")).toBeUndefined();
  });
});

describe("validateForm", () => {
  test("reports the first problem of every invalid field, by name", () => {
    const issues = validateForm(
      [
        { name: "email", kind: "email", rules: { required: {} } },
        { name: "password", kind: "password", rules: { required: {}, minLength: { value: 8 } } },
        { name: "confirmPassword", kind: "password", rules: { matches: { field: "password" } } },
        { name: "firstName", kind: "text" },
      ],
      { email: "", password: "short", confirmPassword: "other", firstName: "" },
    );
    expect(Object.keys(issues)).toEqual(["email", "password", "confirmPassword"]);
    expect(issues["password"]).toMatchObject({ rule: "minLength", params: { count: 8 } });
  });

  test("a valid form has no issues", () => {
    expect(validateForm([{ name: "email", kind: "email", rules: { required: {} } }], { email: "a@b.co" })).toEqual({});
  });
});
