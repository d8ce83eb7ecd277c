import type { z } from "zod";
import { badRequest } from "./HttpError";

/** "size: Too big: expected number to be <=50; ids: ..." */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Validates query parameters (last value wins) against a zod schema; a mismatch is a 400. */
export function parseQuery<S extends z.ZodType>(query: URLSearchParams, schema: S): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(query));
  if (!result.success) throw badRequest("invalid-query", describeIssues(result.error));
  return result.data;
}
