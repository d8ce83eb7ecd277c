import type { ErrorObject } from "ajv";
import { innermostBlockPointer } from "./block-pointer";
import { collapseAnyOfErrors } from "./collapse-errors";
import { describeError } from "./describe-error";
import type { Problem } from "./problem";

/**
 * ajv errors as problems, each attributed to the innermost block that holds it. In a module of its own so that the
 * route table's validator uses it without loading the layouts' compiled validator.
 */
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
