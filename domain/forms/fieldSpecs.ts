/**
 * The fields of a form block, read from its layout: the browser validates with them before submit and the
 * app's API route (which loads the same layout) validates with them again.
 */
import type {
  Block,
  CheckboxBlock,
  EmailFieldBlock,
  OtpFieldBlock,
  PasswordFieldBlock,
  PhoneFieldBlock,
  SelectBlock,
  TextFieldBlock,
} from "@/screens-schema/generated/types";
import type { FieldKind, FieldSpec } from "./fieldRules";

export type FieldBlock = TextFieldBlock | EmailFieldBlock | PasswordFieldBlock | PhoneFieldBlock | OtpFieldBlock | CheckboxBlock | SelectBlock;

const kinds: Record<FieldBlock["type"], FieldKind> = {
  "text-field": "text",
  "email-field": "email",
  "password-field": "password",
  "phone-field": "phone",
  "otp-field": "otp",
  checkbox: "checkbox",
  select: "select",
};

export function isFieldBlock(block: Block): block is FieldBlock {
  return block.type in kinds;
}

export function specOf(block: FieldBlock): FieldSpec {
  const base: FieldSpec = { name: block.name, kind: kinds[block.type], ...(block.rules ? { rules: block.rules } : {}) };
  return block.type === "otp-field" ? { ...base, length: block.length ?? 6 } : base;
}

/** Every field block under `children`, stacks included, in document order (the order focus moves in). */
export function fieldBlocksOf(children: readonly Block[]): FieldBlock[] {
  return children.flatMap((child): FieldBlock[] => {
    if (child.type === "stack") return fieldBlocksOf(child.children);
    return isFieldBlock(child) ? [child] : [];
  });
}

export function fieldSpecsOf(children: readonly Block[]): FieldSpec[] {
  return fieldBlocksOf(children).map(specOf);
}
