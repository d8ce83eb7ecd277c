/**
 * The checks of a route table that JSON Schema cannot express: every pattern compiles with the very compiler the
 * app matches paths with (path-pattern.ts, path-to-regexp, which routing/ uses too), no two rows share a pattern, and a catch-all
 * row's screen parameter is one of its pattern's.
 */
import { compilePattern, toPathToRegexp } from "./path-pattern";
import { childPointer } from "./json-pointer";
import { messages } from "./messages";
import type { Problem } from "./problem";
import { isUnknownRecord, type UnknownRecord } from "./walk-blocks";

/** The key two patterns that match the same paths share: the matcher ignores case and a trailing slash. */
export function patternKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

/** The `:name` parameters a pattern declares (names are identifiers, as path-to-regexp reads them). */
export function patternParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_$][A-Za-z0-9_$]*)/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/**
 * path-to-regexp's reason without its echo of the pattern, its link, and the index, which counts in the translated
 * pattern (`**` is rewritten) and so would point at the wrong character of the author's.
 */
function reasonOf(error: unknown, path: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const translated = toPathToRegexp(path);
  const reason = text
    .replace(/; visit \S+ for info$/, "")
    .replace(`: ${translated}`, "")
    .replace(/ at index \d+/, "");
  return reason.charAt(0).toLowerCase() + reason.slice(1);
}

/**
 * What bounds a pattern's compilation: path-to-regexp spells out every combination of a pattern's optional parts
 * (2^n regular expressions; a `**` is one such part) and its time grows with the parameters, so that one 200-character
 * pattern with nine optional parts takes some 35 ms. Spec 2's paths have at most five parameters and one optional part.
 */
export const maxPatternParams = 6;
export const maxOptionalParts = 2;

function complexityReason(path: string): string | undefined {
  const restWildcards = path.match(/\*\*/g)?.length ?? 0;
  const params = (path.match(/:[A-Za-z_$]|\*/g)?.length ?? 0) - restWildcards;
  const optional = (path.match(/\{/g)?.length ?? 0) + restWildcards;
  if (params > maxPatternParams) return messages.tooManyParams(params, maxPatternParams);
  if (optional > maxOptionalParts) return messages.tooManyOptionalParts(optional, maxOptionalParts);
  return undefined;
}

function patternProblem(path: string, pointer: string): Problem | undefined {
  const tooComplex = complexityReason(path);
  if (tooComplex !== undefined) return { pointer, code: "invalid-pattern", message: messages.badRoutePattern(path, tooComplex) };
  try {
    compilePattern(path);
    return undefined;
  } catch (error) {
    return { pointer, code: "invalid-pattern", message: messages.badRoutePattern(path, reasonOf(error, path)) };
  }
}

function screenParamProblems(row: UnknownRecord, rowPointer: string): Problem[] {
  const name = row.screenFromParam;
  if (typeof name !== "string") return [];
  const pointer = childPointer(rowPointer, "screenFromParam");
  if (row.screen !== undefined) return [{ pointer, code: "invalid-value", message: messages.screenAndParam() }];
  const path = row.path;
  if (typeof path !== "string" || patternParams(path).includes(name)) return [];
  return [{ pointer, code: "invalid-value", message: messages.unknownScreenParam(name, path) }];
}

/**
 * Problems of the rows of `routes` (`/routes`). `schemaFlagged`: pointers the schema already reported; a path the
 * schema refused (not a string, too long, a character outside the syntax) is not compiled, so its one problem is
 * the schema's and no pattern of unbounded length reaches the compiler.
 */
export function routeRowProblems(routes: readonly unknown[], schemaFlagged: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const firstSeen = new Map<string, string>();
  routes.forEach((row, index) => {
    if (!isUnknownRecord(row)) return;
    const rowPointer = childPointer("/routes", index);
    const pathPointer = childPointer(rowPointer, "path");
    const path = row.path;
    if (typeof path === "string" && !schemaFlagged.has(pathPointer)) {
      const invalid = patternProblem(path, pathPointer);
      if (invalid) problems.push(invalid);
      const key = patternKey(path);
      const first = firstSeen.get(key);
      if (first === undefined) firstSeen.set(key, rowPointer);
      else problems.push({ pointer: pathPointer, code: "duplicate-route", message: messages.duplicateRoute(path, first) });
    }
    problems.push(...screenParamProblems(row, rowPointer));
  });
  return problems;
}
