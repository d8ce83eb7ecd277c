/**
 * What the server hands the client runtime for a form: values before the user types, each field's visible
 * label, and the layout's own rule messages, all resolved here because layout Text can only be read with
 * the renderer's UiContext (its functions do not cross to the client).
 */
import type { FormValues, RuleName } from "@/domain/forms/fieldRules";
import type { FieldBlock } from "@/domain/forms/fieldSpecs";
import type { FieldRules } from "@/screens-schema/generated/types";
import type { UiContext } from "../ui-context";
import type { MessageOverrides } from "./formMessages";

export const defaultCountry = "JO";

export function initialValuesOf(fields: readonly FieldBlock[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === "checkbox") values[field.name] = field.defaultChecked ?? false;
    else if (field.type === "select") values[field.name] = field.defaultValue ?? "";
    else values[field.name] = "";
    if (field.type === "phone-field") values[field.countryName ?? "country"] = field.defaultCountry ?? defaultCountry;
  }
  return values;
}

/**
 * What the service already knows (a form's `prefill`) over the layout's own defaults, field by field: only
 * fields of this form, only values of the field's kind, a select only to one of its options, and never a
 * password or a code.
 */
export function prefilledValues(fields: readonly FieldBlock[], known: FormValues | undefined): FormValues {
  const values = initialValuesOf(fields);
  if (!known) return values;
  for (const field of fields) {
    const value = known[field.name];
    if (value === undefined || field.type === "password-field" || field.type === "otp-field") continue;
    if (field.type === "checkbox") {
      if (typeof value === "boolean") values[field.name] = value;
    } else if (typeof value === "string") {
      if (field.type !== "select" || field.options.some((option) => option.value === value)) values[field.name] = value;
    }
  }
  return values;
}

export function labelsOf(fields: readonly FieldBlock[], ui: UiContext): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ui.text(field.label)]));
}

function ruleOverrides(rules: FieldRules, ui: UiContext): Partial<Record<RuleName, string>> {
  const resolved: Partial<Record<RuleName, string>> = {};
  for (const rule of ["required", "minLength", "maxLength", "pattern", "matches"] as const) {
    const message = rules[rule]?.message;
    if (message) resolved[rule] = ui.text(message);
  }
  return resolved;
}

export function overridesOf(fields: readonly FieldBlock[], ui: UiContext): MessageOverrides {
  return Object.fromEntries(fields.flatMap((field) => (field.rules ? [[field.name, ruleOverrides(field.rules, ui)]] : [])));
}
