/**
 * Path patterns in the spec's syntax (spec 2): `:param` segments, `*` for exactly one segment, `**` for any
 * rest of the path (none included), `{...}` optional groups; matched case-insensitively with an optional
 * trailing slash. Compiled with path-to-regexp, never a hand-rolled matcher. Part of the contract: the route table's
 * validator (validate-route-table.ts) compiles every row with it, and routing/ matches requests with the same code.
 */
import { match } from "path-to-regexp";

export type PathParams = Record<string, string | string[] | undefined>;
export type PathMatcher = (path: string) => PathParams | undefined;

/** Spec syntax -> path-to-regexp syntax: `**` becomes an optional splat, each `*` a named segment. */
export function toPathToRegexp(pattern: string): string {
  let wildcard = 0;
  return pattern
    .replace(/\/\*\*$/, "{/*rest}")
    .replace(/\/\*\*\//g, "{/*rest}/")
    .replace(/(^|\/)\*(?=\/|$)/g, (_all, slash: string) => `${slash}:segment${wildcard++}`);
}

export function compilePattern(pattern: string): PathMatcher {
  const test = match(toPathToRegexp(pattern), { sensitive: false, trailing: true, decode: decodeURIComponent });
  return (path) => {
    const result = test(path);
    return result ? { ...result.params } : undefined;
  };
}
