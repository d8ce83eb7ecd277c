import type { ErrorObject } from "ajv";
import { validateScreen as compiledValidateScreen } from "../generated/validate-screen.cjs";
import { innermostBlockPointer } from "./block-pointer";
import { collapseAnyOfErrors } from "./collapse-errors";
import { describeError } from "./describe-error";
import { findDuplicateIds } from "./duplicate-ids";
import type { Problem } from "./problem";
import { checkSchemaVersion } from "./schema-version";

export interface ValidationResult {
  valid: boolean;
  problems: Problem[];
}

/** ajv errors as problems, each attributed to the innermost block that holds it. */
export function problemsFromErrors(doc: unknown, errors: readonly ErrorObject[]): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of collapseAnyOfErrors(errors)) {
    const described = describeError(error);
    const key = `${described.code} ${described.pointer} ${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const blockPointer = innermostBlockPointer(doc, described.pointer);
    problems.push(blockPointer === undefined ? described : { ...described, blockPointer });
  }
  return problems;
}

/**
 * Validates a layout document against the contract: the compiled JSON Schema, then the checks JSON
 * Schema cannot express (supported schemaVersion, unique block ids). A document with an unsupported
 * schemaVersion gets that single problem: its blocks follow another contract.
 */
export function validateScreen(doc: unknown): ValidationResult {
  const versionProblem = checkSchemaVersion(doc);
  if (versionProblem) return { valid: false, problems: [versionProblem] };
  const schemaValid = compiledValidateScreen(doc);
  const schemaProblems = schemaValid ? [] : problemsFromErrors(doc, compiledValidateScreen.errors ?? []);
  const problems = [...schemaProblems, ...findDuplicateIds(doc)];
  return { valid: problems.length === 0, problems };
}
