import { misplacedModules } from "@/domain/moduleNeeds";
import { routeTableId } from "@/domain/screenPath";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { screenIdProblems, validateScreen, type ProblemCode } from "@/screens-schema/validator";
import { validateRouteTable } from "@/screens-schema/validator/validate-route-table";

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

/** What the contract finds wrong: the route table (issue 28) is checked against its own schema, any other id as a layout. */
function problemsOf(doc: unknown, screenId: string): Found[] {
  if (screenId === routeTableId) return validateRouteTable(doc).problems;
  return [...screenIdProblems(doc, screenId), ...validateScreen(doc).problems];
}

/** Every reason not to publish `doc` as `screenId`; empty when it may be published. */
export function checkLayout(doc: unknown, text: string, screenId: string): LocatedProblem[] {
  const found = problemsOf(doc, screenId);
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

/**
 * What does not block a publish but will not work as placed (issue 27): a module on a screen whose pages lack what it
 * needs (the player on a landing page has no title to play; viewers see its fallback or nothing). Worded for
 * developers, like the problems; the studio shows its own translation of the same finding (studio/editor/layoutWarnings.ts).
 */
export interface LocatedWarning {
  /** The module block's JSON pointer. */
  pointer: string;
  line: number;
  column: number;
  code: "module-misplaced";
  message: string;
  suggestion?: string;
}

const quoted = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(", ");

/** The warnings of a publishable `doc` as `screenId`; empty when there is nothing to point out. */
export function layoutWarnings(doc: unknown, text: string, screenId: string): LocatedWarning[] {
  const found = screenId === routeTableId ? [] : misplacedModules(doc, screenId);
  if (found.length === 0) return [];
  const locator = new PointerLocator(text);
  return found.map(({ pointer, module, missing, belongsOn }) => ({
    pointer,
    ...locator.locate(pointer, "invalid-value"),
    code: "module-misplaced",
    message: `module \`${module}\` needs the page's ${quoted(missing)}, which the pages of "${screenId}" do not give: viewers would see its fallback or nothing`,
    ...(belongsOn.length === 0 ? {} : { suggestion: `place it on ${belongsOn.map((id) => `"${id}"`).join(" or ")}` }),
  }));
}
