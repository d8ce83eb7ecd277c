/**
 * The form route's own check of a submission, against the layout the server loaded itself (never the
 * browser's copy): the form exists on that screen, its operation is the URL's (or a resend of a code from
 * a form with an OTP field), no field the form does not have was sent, what the operation needs is there,
 * and the layout's rules hold for the values.
 */
import { z } from "zod";
import { validateForm, type FieldIssue, type FormValues } from "@/domain/forms/fieldRules";
import { fieldBlocksOf, specOf, type FieldBlock } from "@/domain/forms/fieldSpecs";
import { expectsValue, missingFields, urlValues, type FormOperation } from "@/domain/forms/operations";
import type { Block, FormBlock } from "@/screens-schema/generated/types";

export const submissionBody = z.object({
  screenId: z.string().min(1).max(200),
  formId: z.string().min(1).max(64),
  values: z.record(z.string().max(64), z.union([z.string().max(2048), z.boolean()])),
  redirect: z.string().max(2048).optional(),
  /** The page's bot-check token (domain/botCheck.ts), passed to the user service's bot-checked call. */
  botCheck: z.string().min(1).max(2048).optional(),
});
export type SubmissionBody = z.infer<typeof submissionBody>;

export type SubmissionCheck =
  | { ok: true; form: FormBlock; fields: FieldBlock[]; values: FormValues }
  | { ok: false; problem: "unknown-form" | "wrong-operation" | "unknown-fields" | "missing-fields"; names?: string[] }
  | { ok: false; problem: "invalid"; issues: Record<string, FieldIssue>; fields: FieldBlock[] };

export function findForm(blocks: readonly Block[], formId: string): FormBlock | undefined {
  for (const block of blocks) {
    if (block.type === "form" && block.id === formId) return block;
    const children = block.type === "stack" || block.type === "form" ? block.children : [];
    const found = findForm(children, formId);
    if (found) return found;
  }
  return undefined;
}

function isCodeResend(operation: FormOperation, fields: readonly FieldBlock[]): boolean {
  return operation === "send-otp" && fields.some((field) => field.type === "otp-field");
}


/** Field names the form posts: its fields, the country beside each phone field, and what the page URL gives. */
export function allowedNames(operation: FormOperation, fields: readonly FieldBlock[]): Set<string> {
  const names = new Set(fields.map((field) => field.name));
  for (const field of fields) if (field.type === "phone-field") names.add(field.countryName ?? "country");
  for (const name of urlValues) if (expectsValue(operation, name) && !names.has(name)) names.add(name);
  return names;
}

/** A resend only carries the phone: only the phone fields are checked then. */
function fieldsToCheck(operation: FormOperation, form: FormBlock, fields: FieldBlock[]): FieldBlock[] {
  return form.operation === operation ? fields : fields.filter((field) => field.type === "phone-field");
}

export function checkSubmission(blocks: readonly Block[], operation: FormOperation, body: SubmissionBody): SubmissionCheck {
  const form = findForm(blocks, body.formId);
  if (!form) return { ok: false, problem: "unknown-form" };
  const fields = fieldBlocksOf(form.children);
  if (form.operation !== operation && !isCodeResend(operation, fields)) return { ok: false, problem: "wrong-operation" };
  const allowed = allowedNames(form.operation, fields);
  const unknown = Object.keys(body.values).filter((name) => !allowed.has(name));
  if (unknown.length > 0) return { ok: false, problem: "unknown-fields", names: unknown };
  const missing = missingFields(operation, Object.keys(body.values));
  if (missing.length > 0) return { ok: false, problem: "missing-fields", names: missing };
  const issues = validateForm(fieldsToCheck(operation, form, fields).map(specOf), body.values);
  if (Object.keys(issues).length > 0) return { ok: false, problem: "invalid", issues, fields };
  return { ok: true, form, fields, values: body.values };
}
