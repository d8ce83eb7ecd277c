/**
 * The problems of a draft as the validate CLI and the management API's 422 give them: the same validator, the same
 * pointers, the same line:column, plus the API's screen-id check. Run on every change of the JSON view.
 */
import { checkDocument, type LocatedProblem } from "@/screens-schema/cli/check-document";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { routeTableId } from "@/domain/screenPath";
import { screenIdProblems } from "@/screens-schema/validator";

export type DraftProblem = Omit<LocatedProblem, "code"> & { code: LocatedProblem["code"] | "screen-id-mismatch" };

export function checkDraft(screenId: string, text: string): DraftProblem[] {
  const routeTable = screenId === routeTableId;
  const { problems } = checkDocument({ label: screenId, text }, routeTable ? "route-table" : "layout");
  if (routeTable || problems[0]?.code === "not-json") return problems;
  const doc: unknown = JSON.parse(text);
  const mismatch = screenIdProblems(doc, screenId);
  if (mismatch.length === 0) return problems;
  const locator = new PointerLocator(text);
  // The API locates the mismatch like an invalid value (services/manage/checkLayout.ts).
  return [...mismatch.map((problem) => ({ ...problem, ...locator.locate(problem.pointer, "invalid-value") })), ...problems];
}
