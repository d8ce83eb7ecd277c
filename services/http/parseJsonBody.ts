import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { LineIndex } from "@/screens-schema/cli/locate-pointer";
import type { z } from "zod";
import { badRequest } from "./HttpError";
import { describeIssues } from "./parseQuery";
import type { RouteRequest } from "./router";

/** "InvalidSymbol" -> "invalid symbol", as the validate CLI words it. */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** Parses a request body; not JSON is a 400 `invalid-json` naming the first error's line:column. */
export function parseJsonBody(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch (error) {
    // JSON.parse only gives an offset in some engines' messages; jsonc-parser in strict mode finds the same spot.
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    const { line, column } = new LineIndex(text).position(first?.offset ?? 0);
    const reason = first ? words(printParseErrorCode(first.error)) : error instanceof Error ? error.message : "parse error";
    throw badRequest("invalid-json", `The body is not valid JSON: ${reason} at line ${line}, column ${column}.`);
  }
}

/**
 * A JSON body of at most `maxBytes` (an empty one is `{}`), checked with the schema: a 400 `invalid-json` or
 * `invalid-request` naming what is wrong otherwise. Every JSON route of the local services reads its body here.
 */
export async function readJsonBody<S extends z.ZodType>(request: Pick<RouteRequest, "readBody">, schema: S, maxBytes = 8 * 1024): Promise<z.output<S>> {
  const parsed = schema.safeParse(parseJsonBody((await request.readBody(maxBytes)) || "{}"));
  if (!parsed.success) throw badRequest("invalid-request", describeIssues(parsed.error));
  return parsed.data;
}
