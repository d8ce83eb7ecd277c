"use client";
/**
 * The property form of the selected block (issue 17): generated from the block's JSON Schema by react-jsonschema-form
 * with the 2020-12 validator (enums become selects), plus the studio's fields for localized texts and `visibleWhen`.
 * The form only edits; what is valid is decided by the shared validator, whose problems the editor lists.
 */
import Form from "@rjsf/core";
import type { IChangeEvent } from "@rjsf/core";
import { englishStringTranslator, TranslatableString, type RJSFSchema } from "@rjsf/utils";
import type { JSONSchema7Definition } from "json-schema";
import { customizeValidator } from "@rjsf/validator-ajv8";
import Ajv2020 from "ajv/dist/2020";
import { useMemo } from "react";
import { layoutSchema } from "@/studio/editor/layoutSchema";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { StudioTranslate } from "@/studio/i18n/studioI18n";
import { LocalizedTextField } from "./LocalizedTextField";
import { uiSchemaFor } from "./uiSchemaFor";
import { VisibleWhenField } from "./VisibleWhenField";

const validator = customizeValidator({ AjvClass: Ajv2020 });

/**
 * What the form gives back, without what it fills in for fields nobody touched: `null` and `undefined` values, and
 * empty objects and lists where the block had nothing (the contract has no nulls, and its lists need an item).
 */
export function withoutFilledIn(value: unknown, original: unknown): unknown {
  const isEmpty = (item: unknown) => (Array.isArray(item) ? item.length === 0 : typeof item === "object" && item !== null && Object.keys(item).length === 0);
  if (Array.isArray(value)) {
    const before = Array.isArray(original) ? original : [];
    return value.filter((item) => item !== null && item !== undefined).map((item, index) => withoutFilledIn(item, before[index]));
  }
  if (typeof value !== "object" || value === null) return value;
  const before: Record<string, unknown> = typeof original === "object" && original !== null && !Array.isArray(original) ? Object.fromEntries(Object.entries(original)) : {};
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === null || child === undefined) continue;
    const cleaned = withoutFilledIn(child, before[key]);
    if (isEmpty(cleaned) && before[key] === undefined) continue;
    out[key] = cleaned;
  }
  return out;
}

/**
 * The form library's own words (buttons, yes and no) in the studio's language: `rjsf.<name>` with `{{1}}`, `{{2}}`
 * for its parameters; its developer-facing messages (an unsupported schema) stay in English.
 */
export function formStrings(t: StudioTranslate) {
  return (key: TranslatableString, params?: string[]): string => {
    const name = Object.entries(TranslatableString).find(([, value]) => value === key)?.[0];
    const english = englishStringTranslator(key, params);
    if (name === undefined) return english;
    const values = Object.fromEntries((params ?? []).map((param, index) => [String(index + 1), param]));
    return t(`rjsf.${name}`, { ...values, defaultValue: english });
  };
}

const fields = { localizedText: LocalizedTextField, visibleWhen: VisibleWhenField };

/**
 * The definitions the form reads: the contract's, except that a Text (an `anyOf` of a key or three languages) is an
 * opaque object, drawn whole by LocalizedTextField; left as `anyOf`, the form library would draw its own option
 * picker around the field as well.
 */
const formDefs: Record<string, JSONSchema7Definition> = (() => {
  const defs: Record<string, JSONSchema7Definition> = { ...layoutSchema.$defs };
  const common = defs.common;
  if (typeof common === "object" && common.$defs !== undefined) {
    defs.common = { ...common, $defs: { ...common.$defs, text: { type: "object", title: "Text" } } };
  }
  return defs;
})();

interface BlockFormProps {
  /** `#/$defs/blocks.rail` */
  blockRef: string;
  block: unknown;
  readOnly: boolean;
  /** Unique per selected block, so two forms never share element ids. */
  idPrefix: string;
  onChange(block: unknown): void;
}

export function BlockForm({ blockRef, block, readOnly, idPrefix, onChange }: BlockFormProps) {
  const schema = useMemo<RJSFSchema>(() => ({ $ref: blockRef, $defs: formDefs }), [blockRef]);
  const t = useStudioT();
  const uiSchema = useMemo(() => uiSchemaFor(layoutSchema, blockRef, (name) => t(`fields.${name}`, { defaultValue: name })), [blockRef, t]);
  const translateString = useMemo(() => formStrings(t), [t]);
  return (
    <Form
      className="studio-block-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={block}
      validator={validator}
      fields={fields}
      translateString={translateString}
      idPrefix={idPrefix}
      readonly={readOnly}
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: "skipDefaults", arrayMinItems: { populate: "never" } }}
      onChange={(event: IChangeEvent) => onChange(withoutFilledIn(event.formData, block))}
    />
  );
}
