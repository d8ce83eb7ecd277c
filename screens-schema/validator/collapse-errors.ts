import type { ErrorObject } from "ajv";
import { pointerTokens } from "./json-pointer";

/**
 * ajv reports every failed `anyOf` branch plus the `anyOf` itself. Only `Text` (key or locale map),
 * `fallback` ("drop" or a block) and i18n params use `anyOf` (every other union is a discriminated
 * `oneOf`, which reports one branch). This keeps the errors of the branch the author most likely
 * meant, so there is one problem per real cause.
 */
export function collapseAnyOfErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword !== "anyOf") {
      out.push(error);
      continue;
    }
    let start = out.length;
    while (start > 0 && isUnder(out[start - 1], error.instancePath)) start--;
    const branchErrors = out.splice(start);
    out.push(...pickBranch(error, branchErrors));
  }
  return out;
}

function isUnder(error: ErrorObject | undefined, path: string): boolean {
  if (!error) return false;
  return error.instancePath === path || error.instancePath.startsWith(`${path}/`);
}

/** Branches whose JSON type does not match the data are dropped; among the rest the one with fewest errors wins. */
function pickBranch(anyOf: ErrorObject, branchErrors: ErrorObject[]): ErrorObject[] {
  const at = anyOf.instancePath;
  const mismatched = new Set(
    branchErrors.filter((e) => e.instancePath === at && e.keyword === "type").map((e) => e.parentSchema),
  );
  const remaining = branchErrors.filter((e) => !(e.instancePath === at && mismatched.has(e.parentSchema)));
  if (remaining.length === 0) return [typeMismatch(anyOf, branchErrors)];
  const groups = groupByBranch(at, remaining);
  return groups.reduce((best, group) => (group.length < best.length ? group : best));
}

function typeMismatch(anyOf: ErrorObject, branchErrors: readonly ErrorObject[]): ErrorObject {
  const types = [...new Set(branchErrors.flatMap((e) => (e.keyword === "type" ? [String(e.params.type)] : [])))];
  return { ...anyOf, keyword: "type", params: { type: types.join(",") }, message: `must be ${types.join(" or ")}` };
}

/**
 * Errors at the union's own path are grouped by the branch schema that raised them; deeper errors join
 * the branch that declares their first property, else a group of their own.
 */
function groupByBranch(at: string, errors: readonly ErrorObject[]): ErrorObject[][] {
  const groups = new Map<unknown, ErrorObject[]>();
  const roots = errors.filter((e) => e.instancePath === at).map((e) => e.parentSchema);
  for (const error of errors) {
    const key = error.instancePath === at ? error.parentSchema : ownerOf(roots, at, error) ?? "deeper";
    const group = groups.get(key) ?? [];
    group.push(error);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function ownerOf(roots: readonly unknown[], at: string, error: ErrorObject): unknown {
  const property = pointerTokens(error.instancePath.slice(at.length))[0];
  return roots.find((root) => {
    const properties = typeof root === "object" && root !== null ? Reflect.get(root, "properties") : undefined;
    return property !== undefined && typeof properties === "object" && properties !== null && property in properties;
  });
}
