import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { screenIdProblems, validateScreen, type ProblemCode } from "@/screens-schema/validator";

/** A problem as the validate CLI prints it: where (pointer and line:column of the request body) and why. */
export interface LocatedProblem {
  pointer: string;
  line: number;
  column: number;
  code: ProblemCode | "screen-id-mismatch";
  message: string;
  suggestion?: string;
}

interface Found {
  pointer: string;
  code: LocatedProblem["code"];
  message: string;
  suggestion?: string;
}

/** Every reason not to publish `doc` as `screenId`; empty when it may be published. */
export function checkLayout(doc: unknown, text: string, screenId: string): LocatedProblem[] {
  const found: Found[] = [...screenIdProblems(doc, screenId), ...validateScreen(doc).problems];
  if (found.length === 0) return [];
  const locator = new PointerLocator(text);
  return found.map(({ pointer, code, message, suggestion }) => ({
    pointer,
    // The locator only treats unknown properties specially; a mismatch sits at the value, like invalid-value.
    ...locator.locate(pointer, code === "screen-id-mismatch" ? "invalid-value" : code),
    code,
    message,
    ...(suggestion === undefined ? {} : { suggestion }),
  }));
}
