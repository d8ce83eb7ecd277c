/**
 * Field rules from a layout, as pure functions: the browser runs them before submit and the app's API route
 * runs them again on what it receives, because the browser is never trusted. A failure is an i18n key of the
 * `blocks` namespace plus its params; the layout may override the message per rule (FieldRules `message`).
 */
import type { FieldRules } from "@/screens-schema/generated/types";
import { isE164 } from "../countries";

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/** Built-in checks some field kinds add on top of the layout's rules. */
export type FieldKind = "text" | "email" | "password" | "phone" | "otp" | "checkbox" | "select";

export type RuleName = keyof FieldRules | "email" | "phone" | "otp";

export interface FieldIssue {
  rule: RuleName;
  /** Default message key in the `blocks` namespace. */
  key: string;
  params: Record<string, string | number>;
}

/** What validation needs to know about one field; collected from the layout by fieldSpecsOf. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  rules?: FieldRules;
  /** otp fields: the number of digits. */
  length?: number;
}

// A pragmatic check (something@something.tld); the service has the final word on deliverability.
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function isEmpty(value: FormValue | undefined): boolean {
  return value === undefined || value === false || (typeof value === "string" && value.trim() === "");
}

function issue(rule: RuleName, params: Record<string, string | number> = {}): FieldIssue {
  return { rule, key: `form.rules.${rule}`, params };
}

/** Layout rules, in the order a user fixes them: presence, then length, then shape, then agreement. */
function ruleIssue(text: string, rules: FieldRules, allValues: FormValues): FieldIssue | undefined {
  const length = [...text].length;
  if (rules.minLength && length < rules.minLength.value) return issue("minLength", { count: rules.minLength.value });
  if (rules.maxLength && length > rules.maxLength.value) return issue("maxLength", { count: rules.maxLength.value });
  // Anchored so a pattern cannot be satisfied by a substring; the `u` flag matches what the schema tests compile.
  if (rules.pattern && !new RegExp(`^(?:${rules.pattern.value})$`, "u").test(text)) return issue("pattern");
  if (rules.matches && allValues[rules.matches.field] !== text) return issue("matches", { field: rules.matches.field });
  return undefined;
}

function kindIssue(text: string, spec: Pick<FieldSpec, "kind" | "length">): FieldIssue | undefined {
  if (spec.kind === "email" && !emailShape.test(text)) return issue("email");
  if (spec.kind === "phone" && !isE164(text)) return issue("phone");
  const digits = spec.length ?? 6;
  if (spec.kind === "otp" && !new RegExp(`^\\d{${digits}}$`).test(text)) return issue("otp", { count: digits });
  return undefined;
}

/**
 * The first problem of one value, or undefined. An empty optional field is valid whatever its other rules:
 * only `required` speaks about absence.
 */
export function validateField(
  value: FormValue | undefined,
  rules: FieldRules | undefined,
  allValues: FormValues,
  kind: FieldKind = "text",
  length?: number,
): FieldIssue | undefined {
  if (isEmpty(value)) {
    if (!rules?.required) return undefined;
    // An unticked consent needs different words from an empty input.
    return kind === "checkbox" ? { rule: "required", key: "form.rules.requiredCheckbox", params: {} } : issue("required");
  }
  if (typeof value !== "string") return undefined;
  return ruleIssue(value, rules ?? {}, allValues) ?? kindIssue(value, { kind, length });
}

/** Every field's first problem, keyed by field name; an empty object means the form may be submitted. */
export function validateForm(fields: readonly FieldSpec[], values: FormValues): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const field of fields) {
    const found = validateField(values[field.name], field.rules, values, field.kind, field.length);
    if (found) issues[field.name] = found;
  }
  return issues;
}
