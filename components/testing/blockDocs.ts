/**
 * The docs page of a block in the Storybook catalogue, for content teams browsing what they can place:
 * the block schema's description, a table of its properties (type, required, default, since, description),
 * the shared value types they refer to, and the block from `screens-schema/examples/<type>.json`.
 * Everything is read from the schema files themselves, so the page cannot drift from the contract.
 */
import { z } from "zod";
import type { Block, BlockType } from "@/screens-schema/types";
import commonSchema from "@/screens-schema/schemas/common.schema.json";
import formSchema from "@/screens-schema/schemas/blocks/form.schema.json";
import textFieldSchema from "@/screens-schema/schemas/blocks/text-field.schema.json";
import emailFieldSchema from "@/screens-schema/schemas/blocks/email-field.schema.json";
import passwordFieldSchema from "@/screens-schema/schemas/blocks/password-field.schema.json";
import phoneFieldSchema from "@/screens-schema/schemas/blocks/phone-field.schema.json";
import otpFieldSchema from "@/screens-schema/schemas/blocks/otp-field.schema.json";
import checkboxSchema from "@/screens-schema/schemas/blocks/checkbox.schema.json";
import selectSchema from "@/screens-schema/schemas/blocks/select.schema.json";
import submitSchema from "@/screens-schema/schemas/blocks/submit.schema.json";
import linkSchema from "@/screens-schema/schemas/blocks/link.schema.json";
import socialLoginSchema from "@/screens-schema/schemas/blocks/social-login.schema.json";
import profileListSchema from "@/screens-schema/schemas/blocks/profile-list.schema.json";
import badgeSchema from "@/screens-schema/schemas/blocks/badge.schema.json";
import bannerSchema from "@/screens-schema/schemas/blocks/banner.schema.json";
import buttonSchema from "@/screens-schema/schemas/blocks/button.schema.json";
import heroSchema from "@/screens-schema/schemas/blocks/hero.schema.json";
import imageSchema from "@/screens-schema/schemas/blocks/image.schema.json";
import moduleSchema from "@/screens-schema/schemas/blocks/module.schema.json";
import railSchema from "@/screens-schema/schemas/blocks/rail.schema.json";
import sectionHeaderSchema from "@/screens-schema/schemas/blocks/section-header.schema.json";
import stackSchema from "@/screens-schema/schemas/blocks/stack.schema.json";
import textSchema from "@/screens-schema/schemas/blocks/text.schema.json";
import tileSchema from "@/screens-schema/schemas/blocks/tile.schema.json";
import titleHeaderSchema from "@/screens-schema/schemas/blocks/title-header.schema.json";
import seasonPickerSchema from "@/screens-schema/schemas/blocks/season-picker.schema.json";
import gridSchema from "@/screens-schema/schemas/blocks/grid.schema.json";
import watchHistorySchema from "@/screens-schema/schemas/blocks/watch-history.schema.json";
import packageListSchema from "@/screens-schema/schemas/blocks/package-list.schema.json";
import featureTableSchema from "@/screens-schema/schemas/blocks/feature-table.schema.json";
import orderSummarySchema from "@/screens-schema/schemas/blocks/order-summary.schema.json";
import paymentMethodListSchema from "@/screens-schema/schemas/blocks/payment-method-list.schema.json";
import subscriptionManageSchema from "@/screens-schema/schemas/blocks/subscription-manage.schema.json";
import partnerListSchema from "@/screens-schema/schemas/blocks/partner-list.schema.json";
import offerListSchema from "@/screens-schema/schemas/blocks/offer-list.schema.json";
import programmeGuideSchema from "@/screens-schema/schemas/blocks/programme-guide.schema.json";
import searchResultsSchema from "@/screens-schema/schemas/blocks/search-results.schema.json";
import deviceListSchema from "@/screens-schema/schemas/blocks/device-list.schema.json";
import devicePairingSchema from "@/screens-schema/schemas/blocks/device-pairing.schema.json";
import onboardingPicksSchema from "@/screens-schema/schemas/blocks/onboarding-picks.schema.json";
import { exampleBlock, exampleFile } from "./corpus";

const schemaFiles: Record<BlockType, unknown> = {
  badge: badgeSchema,
  banner: bannerSchema,
  button: buttonSchema,
  hero: heroSchema,
  image: imageSchema,
  module: moduleSchema,
  rail: railSchema,
  "section-header": sectionHeaderSchema,
  stack: stackSchema,
  text: textSchema,
  tile: tileSchema,
  form: formSchema,
  "text-field": textFieldSchema,
  "email-field": emailFieldSchema,
  "password-field": passwordFieldSchema,
  "phone-field": phoneFieldSchema,
  "otp-field": otpFieldSchema,
  checkbox: checkboxSchema,
  select: selectSchema,
  submit: submitSchema,
  link: linkSchema,
  "social-login": socialLoginSchema,
  "profile-list": profileListSchema,
  "title-header": titleHeaderSchema,
  "season-picker": seasonPickerSchema,
  grid: gridSchema,
  "watch-history": watchHistorySchema,
  "package-list": packageListSchema,
  "feature-table": featureTableSchema,
  "order-summary": orderSummarySchema,
  "payment-method-list": paymentMethodListSchema,
  "subscription-manage": subscriptionManageSchema,
  "partner-list": partnerListSchema,
  "offer-list": offerListSchema,
  "programme-guide": programmeGuideSchema,
  "search-results": searchResultsSchema,
  "device-list": deviceListSchema,
  "device-pairing": devicePairingSchema,
  "onboarding-picks": onboardingPicksSchema,
};

/** The parts of a JSON Schema property the table shows. */
const leafProperty = z.object({
  description: z.string(),
  title: z.string().optional(),
  type: z.union([z.string(), z.array(z.string())]).optional(),
  const: z.union([z.string(), z.number(), z.boolean()]).optional(),
  enum: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  $ref: z.string().optional(),
  default: z.unknown().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  items: z.object({ $ref: z.string().optional(), type: z.string().optional() }).optional(),
  "x-since": z.string().optional(),
});

const property = leafProperty.extend({
  required: z.array(z.string()).optional(),
  properties: z.record(z.string(), leafProperty).optional(),
});

const blockSchema = z.object({
  title: z.string(),
  description: z.string(),
  required: z.array(z.string()),
  properties: z.record(z.string(), property),
  "x-since": z.string().optional(),
});

const commonDefs = z.object({ $defs: z.record(z.string(), z.object({ description: z.string().optional() })) });

type Leaf = z.infer<typeof leafProperty>;
type Schema = z.infer<typeof blockSchema>;

/** One row of the property table; `type` and `defaultValue` are short Markdown-free strings. */
export interface PropertyRow {
  name: string;
  type: string;
  required: boolean;
  defaultValue: string;
  since: string;
  description: string;
}

export interface ValueType {
  name: string;
  description: string;
}

/** Everything a block's reference page shows, read from its schema and its example file. */
export interface BlockReference {
  type: BlockType;
  description: string;
  since: string;
  schemaFile: string;
  properties: PropertyRow[];
  valueTypes: ValueType[];
  example: Block;
  exampleFile: string;
}

/** `../common.schema.json#/$defs/text` -> `text`; `../data-source.schema.json` -> `data-source`. */
function refName(ref: string): string {
  const pointerEnd = ref.split("/").pop() ?? ref;
  return pointerEnd.replace(/\.schema\.json$/, "");
}

function typeOf(prop: Leaf): string {
  if (prop.const !== undefined) return JSON.stringify(prop.const);
  if (prop.enum) return prop.enum.map((value) => JSON.stringify(value)).join(", ");
  if (prop.$ref) return refName(prop.$ref);
  if (prop.type === "array" && prop.items) return `${prop.items.$ref ? refName(prop.items.$ref) : (prop.items.type ?? "value")}[]`;
  const base = prop.title ?? (Array.isArray(prop.type) ? prop.type.join(" or ") : (prop.type ?? "value"));
  return prop.minimum !== undefined && prop.maximum !== undefined ? `${base} ${prop.minimum}–${prop.maximum}` : base;
}

function row(name: string, prop: Leaf, required: boolean): PropertyRow {
  return {
    name,
    type: typeOf(prop),
    required,
    defaultValue: prop.default === undefined ? "" : JSON.stringify(prop.default),
    since: prop["x-since"] ?? "",
    description: prop.description,
  };
}

/** Top-level properties, each followed by the properties of an inline object (banner `image.src`, ...). */
function propertyRows(schema: Schema): PropertyRow[] {
  return Object.entries(schema.properties).flatMap(([name, prop]) => [
    row(name, prop, schema.required.includes(name)),
    ...Object.entries(prop.properties ?? {}).map(([sub, subProp]) => row(`${name}.${sub}`, subProp, prop.required?.includes(sub) ?? false)),
  ]);
}

/** The shared value types (common.schema.json `$defs`) the properties refer to, with their meaning. */
function valueTypesOf(schema: Schema): ValueType[] {
  const defs = commonDefs.parse(commonSchema).$defs;
  const refs = Object.values(schema.properties).flatMap((prop) => [prop.$ref, ...Object.values(prop.properties ?? {}).map((sub) => sub.$ref)]);
  const names = [...new Set(refs.flatMap((ref) => (ref?.startsWith("../common.schema.json#/$defs/") ? [refName(ref)] : [])))];
  return names.flatMap((name) => {
    const description = defs[name]?.description;
    return description ? [{ name, description }] : [];
  });
}

/** Throws if the schema or the example file is malformed, so a broken page fails the story, not silently. */
export function blockReference(type: BlockType): BlockReference {
  const schema = blockSchema.parse(schemaFiles[type]);
  return {
    type,
    description: schema.description,
    since: schema["x-since"] ?? "1.0",
    schemaFile: `screens-schema/schemas/blocks/${type}.schema.json`,
    properties: propertyRows(schema),
    valueTypes: valueTypesOf(schema),
    example: exampleBlock(type).block,
    exampleFile: exampleFile(type),
  };
}

/** Table cells are one line and may not contain an unescaped pipe. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

const code = (text: string): string => (text ? `\`${text}\`` : "");

/**
 * The same page as Markdown, for `parameters.docs.description.component`: what an autodocs page shows once
 * `@storybook/addon-docs` is installed (it is not a dependency yet; the catalogue's "Schema and example"
 * story renders the page meanwhile).
 */
export function blockDocsMarkdown(ref: BlockReference): string {
  const rows = ref.properties.map(
    (p) => `| ${code(p.name)} | ${cell(code(p.type))} | ${p.required ? "yes" : ""} | ${cell(code(p.defaultValue))} | ${p.since} | ${cell(p.description)} |`,
  );
  return [
    ref.description,
    `Block type \`${ref.type}\` (schema \`${ref.schemaFile}\`, since ${ref.since}).`,
    "### Properties",
    ["| Property | Type | Required | Default | Since | Description |", "| --- | --- | --- | --- | --- | --- |", ...rows].join("\n"),
    "### Value types",
    ref.valueTypes.map((v) => `- \`${v.name}\`: ${v.description}`).join("\n"),
    "### Example",
    `As it appears in \`${ref.exampleFile}\`:`,
    `\`\`\`json\n${JSON.stringify(ref.example, null, 2)}\n\`\`\``,
  ].join("\n\n");
}

/**
 * `parameters` for a block's stories file: the docs page, and which block type the file is the catalogue
 * page of (renderer/storyCoverage.test.ts checks every block type has exactly one).
 */
export function blockDocs(type: BlockType) {
  return { blockType: type, docs: { description: { component: blockDocsMarkdown(blockReference(type)) } } };
}
