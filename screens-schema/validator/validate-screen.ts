import { validateScreen as compiledValidateScreen } from "../generated/validate-screen.cjs";
import { findDuplicateIds } from "./duplicate-ids";
import type { Problem } from "./problem";
import { problemsFromErrors } from "./problems-from-errors";
import { messages } from "./messages";
import { checkSchemaVersion } from "./schema-version";
import { walkBlocks } from "./walk-blocks";

/** Re-exported for the callers that read it here (sanitize-screen.ts). */
export { problemsFromErrors };

export interface ValidationResult {
  valid: boolean;
  problems: Problem[];
}

/**
 * The most blocks a screen may hold, nested ones and fallbacks included. The home page has about 30. A layout
 * past it gets that one problem and no schema validation: validation costs time in proportion to its blocks'
 * problems, and the largest document the management API accepts (1 MB, some 30,000 blocks) must validate in
 * well under 50 ms (issue 17), in the studio as typed and in the service.
 */
export const maxBlocksPerScreen = 1000;

function blockCount(doc: unknown): number {
  let count = 0;
  walkBlocks(doc, () => {
    count += 1;
  });
  return count;
}

/**
 * Validates a layout document against the contract: the compiled JSON Schema, then the checks JSON
 * Schema cannot express (supported schemaVersion, unique block ids). A document with an unsupported
 * schemaVersion gets that single problem: its blocks follow another contract.
 */
export function validateScreen(doc: unknown): ValidationResult {
  const versionProblem = checkSchemaVersion(doc);
  if (versionProblem) return { valid: false, problems: [versionProblem] };
  const count = blockCount(doc);
  if (count > maxBlocksPerScreen) {
    return { valid: false, problems: [{ pointer: "/blocks", code: "too-many-blocks", message: messages.tooManyBlocks(count, maxBlocksPerScreen) }] };
  }
  const schemaValid = compiledValidateScreen(doc);
  const schemaProblems = schemaValid ? [] : problemsFromErrors(doc, compiledValidateScreen.errors ?? []);
  const problems = [...schemaProblems, ...findDuplicateIds(doc)];
  return { valid: problems.length === 0, problems };
}
