import { describe, expect, test } from "vitest";
import type { FieldBlock } from "@/domain/forms/fieldSpecs";
import { prefilledValues } from "./formSetup";

const label = { key: "x" };
const fields: FieldBlock[] = [
  { type: "text-field", id: "first", name: "firstName", label },
  { type: "checkbox", id: "promo", name: "subscribeToPromotion", label, defaultChecked: true },
  { type: "select", id: "age", name: "ageRestriction", label, defaultValue: "18", options: [{ value: "12", label }, { value: "18", label }] },
  { type: "password-field", id: "pw", name: "currentPassword", label },
];

describe("a form's prefilled values", () => {
  test("without known values the layout's defaults stand", () => {
    expect(prefilledValues(fields, undefined)).toEqual({ firstName: "", subscribeToPromotion: true, ageRestriction: "18", currentPassword: "" });
  });

  test("known values fill the fields of their kind; others are ignored", () => {
    const known = { firstName: "Layla", subscribeToPromotion: false, ageRestriction: "12", currentPassword: "secret", lastName: "Haddad" };
    expect(prefilledValues(fields, known)).toEqual({ firstName: "Layla", subscribeToPromotion: false, ageRestriction: "12", currentPassword: "" });
  });

  test("a value of the wrong kind, or not among a select's options, keeps the default", () => {
    expect(prefilledValues(fields, { firstName: true, subscribeToPromotion: "no", ageRestriction: "16" })).toEqual({
      firstName: "",
      subscribeToPromotion: true,
      ageRestriction: "18",
      currentPassword: "",
    });
  });
});
