import type { ErrorObject } from "ajv";
import { discriminatorValues, blockIdPattern, routePathPattern, screenIdPattern, sitePathPattern } from "../generated/schema-tables";
import { didYouMean } from "./closest-name";
import { childPointer } from "./json-pointer";
import { messages } from "./messages";
import type { Problem } from "./problem";

type DescribedProblem = Omit<Problem, "blockPointer">;

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function schemaField(schema: unknown, field: string): unknown {
  return typeof schema === "object" && schema !== null ? Reflect.get(schema, field) : undefined;
}

function propertyNames(schema: unknown): string[] {
  const properties = schemaField(schema, "properties");
  return typeof properties === "object" && properties !== null ? Object.keys(properties) : [];
}

function withSuggestion(problem: DescribedProblem, suggestion: string | undefined): DescribedProblem {
  return suggestion === undefined ? problem : { ...problem, suggestion };
}

function describeUnknownProperty(error: ErrorObject): DescribedProblem {
  const name = String(error.params.additionalProperty);
  const title = schemaField(error.parentSchema, "title");
  const problem: DescribedProblem = {
    pointer: childPointer(error.instancePath, name),
    code: "unknown-property",
    message: messages.unknownProperty(name, typeof title === "string" ? title : undefined),
  };
  return withSuggestion(problem, didYouMean(name, propertyNames(error.parentSchema)));
}

function describeDiscriminator(error: ErrorObject): DescribedProblem {
  const tag = String(error.params.tag);
  const value: unknown = error.params.tagValue;
  const pointer = childPointer(error.instancePath, tag);
  if (error.params.error !== "mapping" || typeof value !== "string") {
    const missing = value === undefined;
    return missing
      ? { pointer: error.instancePath, code: "missing-property", message: messages.missingProperty(tag) }
      : { pointer, code: "invalid-type", message: messages.tagNotString(tag) };
  }
  const title = schemaField(error.parentSchema, "title");
  const allowed = (typeof title === "string" ? discriminatorValues[title] : undefined) ?? [];
  const problem: DescribedProblem =
    title === "Block"
      ? { pointer, code: "unknown-block-type", message: messages.unknownBlockType(value) }
      : { pointer, code: "invalid-value", message: messages.unknownTag(tag, value, allowed) };
  return withSuggestion(problem, didYouMean(value, allowed));
}

function describePattern(error: ErrorObject): DescribedProblem {
  const pattern = String(error.params.pattern);
  const base = { pointer: error.instancePath, code: "invalid-value" } as const;
  if (pattern === sitePathPattern) return { ...base, message: messages.notSitePath(error.data) };
  if (pattern === blockIdPattern) return { ...base, message: messages.badBlockId(error.data) };
  if (pattern === screenIdPattern) return { ...base, message: messages.notScreenId(error.data) };
  if (pattern === routePathPattern) return { ...base, message: messages.notRoutePath(error.data) };
  return { ...base, message: messages.badPattern(error.data, pattern) };
}

function describeAllowedValues(error: ErrorObject): DescribedProblem {
  const allowed: unknown[] = error.keyword === "const" ? [error.params.allowedValue] : [...error.params.allowedValues];
  const problem: DescribedProblem = {
    pointer: error.instancePath,
    code: "invalid-value",
    message: messages.notAllowed(error.data, allowed),
  };
  const names = allowed.filter((value): value is string => typeof value === "string");
  return typeof error.data === "string" ? withSuggestion(problem, didYouMean(error.data, names)) : problem;
}

/** One ajv error as a plain-English problem (without its block, which the caller attributes). */
export function describeError(error: ErrorObject): DescribedProblem {
  switch (error.keyword) {
    case "required":
      return {
        pointer: error.instancePath,
        code: "missing-property",
        message: messages.missingProperty(String(error.params.missingProperty)),
      };
    case "additionalProperties":
      return describeUnknownProperty(error);
    case "discriminator":
      return describeDiscriminator(error);
    case "type":
      return {
        pointer: error.instancePath,
        code: "invalid-type",
        message: messages.invalidType(String(error.params.type), jsonTypeOf(error.data)),
      };
    case "enum":
    case "const":
      return describeAllowedValues(error);
    case "pattern":
      return describePattern(error);
    case "uniqueItems":
      return {
        pointer: error.instancePath,
        code: "invalid-value",
        message: messages.repeatedItem(Number(error.params.j), Number(error.params.i)),
      };
    default:
      return {
        pointer: error.instancePath,
        code: "invalid-value",
        message: messages.outOfRange(error.message ?? `fails ${error.keyword}`, error.data),
      };
  }
}
