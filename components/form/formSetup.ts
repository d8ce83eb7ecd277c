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
