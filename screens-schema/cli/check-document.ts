import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { validateScreen, type ProblemCode } from "../validator";
import { validateRouteTable } from "../validator/validate-route-table";
import { LineIndex, PointerLocator } from "./locate-pointer";
import type { SourceDocument } from "./load-documents";

export interface LocatedProblem {
  pointer: string;
  line: number;
  column: number;
  code: ProblemCode;
  message: string;
  suggestion?: string;
}

export interface FileReport {
  file: string;
  valid: boolean;
  problems: LocatedProblem[];
}

function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

function notJson(document: SourceDocument, error: unknown): FileReport {
  const errors: ParseError[] = [];
  parseTree(document.text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  const position = new LineIndex(document.text).position(first?.offset ?? 0);
  const reason = first ? words(printParseErrorCode(first.error)) : error instanceof Error ? error.message : "parse error";
  return {
    file: document.label,
    valid: false,
    problems: [{ pointer: "", ...position, code: "not-json", message: `not valid JSON: ${reason}` }],
  };
}

/**
 * The route table (schemas/route-table.schema.json, issue 28) is told from a layout by its shape: `routes` and no
 * `blocks`. A layout that lost its blocks but has no `routes` is still checked, and refused, as a layout.
 */
export function isRouteTableDocument(doc: unknown): boolean {
  return typeof doc === "object" && doc !== null && !Array.isArray(doc) && "routes" in doc && !("blocks" in doc);
}

/**
 * Parses and validates one document; positions are only computed for invalid ones (keeps big runs fast). `as` says
 * what the document is when the caller knows (the studio, by its id); else its shape decides.
 */
export function checkDocument(document: SourceDocument, as?: "layout" | "route-table"): FileReport {
  let doc: unknown;
  try {
    doc = JSON.parse(document.text);
  } catch (error) {
    return notJson(document, error);
  }
  const { valid, problems } = (as ?? (isRouteTableDocument(doc) ? "route-table" : "layout")) === "route-table" ? validateRouteTable(doc) : validateScreen(doc);
  if (valid) return { file: document.label, valid, problems: [] };
  const locator = new PointerLocator(document.text);
  return {
    file: document.label,
    valid,
    problems: problems.map(({ pointer, code, message, suggestion }) => ({
      pointer,
      ...locator.locate(pointer, code),
      code,
      message,
      ...(suggestion === undefined ? {} : { suggestion }),
    })),
  };
}
