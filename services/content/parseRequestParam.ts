import type { z } from "zod";
import { badRequest } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";

/**
 * Spec 7: content calls carry their request as JSON in the `request` query parameter. Missing is allowed only
 * when `whenMissing` is given; malformed JSON and shape mismatches are 400s that say what is wrong.
 */
export function parseRequestParam<S extends z.ZodType>(
  query: URLSearchParams,
  schema: S,
  whenMissing?: unknown,
): z.output<S> {
  const raw = query.get("request");
  let value: unknown = whenMissing;
  if (raw === null) {
    if (whenMissing === undefined) throw badRequest("missing-request", "The `request` query parameter is required.");
  } else {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest("invalid-json", "The `request` query parameter is not valid JSON.");
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest("invalid-request", describeIssues(result.error));
  return result.data;
}
