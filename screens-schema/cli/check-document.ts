import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { validateScreen, type ProblemCode } from "../validator";
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

/** Parses and validates one document; positions are only computed for invalid ones (keeps big runs fast). */
export function checkDocument(document: SourceDocument): FileReport {
  let doc: unknown;
  try {
    doc = JSON.parse(document.text);
  } catch (error) {
    return notJson(document, error);
  }
  const { valid, problems } = validateScreen(doc);
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
