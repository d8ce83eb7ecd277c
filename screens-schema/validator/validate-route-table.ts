/**
 * The route table's validator (schemas/route-table.schema.json, issue 28): the runtime, the QA CLI, the publish API
 * and the studio give the same verdict, in the problems `validateScreen` gives (JSON pointers, plain messages).
 * Not re-exported from ./index: the layouts' callers (the renderer, the studio's editor, client code among them)
 * would carry the table's compiled schema and the path compiler in their bundles without using them.
 */
import { validateRouteTable as compiledValidateRouteTable } from "../generated/validate-route-table.cjs";
import type { RouteTable } from "../types";
import { messages } from "./messages";
import type { Problem } from "./problem";
import { routeRowProblems } from "./route-rows";
import { problemsFromErrors } from "./problems-from-errors";
import { isUnknownRecord } from "./walk-blocks";

/** Route table contract versions this app reads; versioned apart from the layouts'. */
export const SUPPORTED_ROUTE_TABLE_VERSIONS: readonly string[] = ["1.0"];

/**
 * The most rows a table may hold: spec 2 names about 130 paths (92 seeded today). A table past the limit gets that
 * one problem and no further checks, so that validation time stays bounded whatever is published: each row costs a
 * pattern compilation besides the schema, some 30 µs for a seeded pattern and up to about 100 µs for one at the
 * bounds of ./route-rows.ts, so a full table of the costliest patterns validates in about 25 ms. The layouts are
 * bounded the same way (`maxBlocksPerScreen`).
 */
export const maxRoutesPerTable = 300;

export type RouteTableValidation = { valid: true; problems: []; table: RouteTable } | { valid: false; problems: Problem[]; table?: undefined };

function versionProblem(doc: unknown): Problem | undefined {
  const version = isUnknownRecord(doc) ? doc.schemaVersion : undefined;
  if (typeof version !== "string" || !/^\d+\.\d+$/.test(version)) return undefined;
  if (SUPPORTED_ROUTE_TABLE_VERSIONS.includes(version)) return undefined;
  return { pointer: "/schemaVersion", code: "unsupported-schema-version", message: messages.unsupportedVersion(version, SUPPORTED_ROUTE_TABLE_VERSIONS) };
}

function routesOf(doc: unknown): readonly unknown[] {
  const routes = isUnknownRecord(doc) ? doc.routes : undefined;
  return Array.isArray(routes) ? routes : [];
}

/**
 * Validates a route table: the compiled JSON Schema, then every pattern compiled by the app's own path compiler,
 * no pattern twice, and each catch-all row's screen parameter. The table comes back typed only when it is valid,
 * so a caller needs no cast to use it.
 */
export function validateRouteTable(doc: unknown): RouteTableValidation {
  const unsupported = versionProblem(doc);
  if (unsupported) return { valid: false, problems: [unsupported] };
  const routes = routesOf(doc);
  if (routes.length > maxRoutesPerTable) {
    return { valid: false, problems: [{ pointer: "/routes", code: "too-many-routes", message: messages.tooManyRoutes(routes.length, maxRoutesPerTable) }] };
  }
  const schemaValid = compiledValidateRouteTable(doc);
  const schemaProblems = schemaValid ? [] : problemsFromErrors(doc, compiledValidateRouteTable.errors ?? []);
  const rowProblems = routeRowProblems(routes, new Set(schemaProblems.map((problem) => problem.pointer)));
  if (schemaValid && rowProblems.length === 0) return { valid: true, problems: [], table: doc };
  return { valid: false, problems: [...schemaProblems, ...rowProblems] };
}
