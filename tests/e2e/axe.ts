/**
 * The accessibility check (issue 19): axe-core (WCAG 2.0, 2.1 and 2.2, A and AA, and best practices) run in the
 * page as it is. A critical or serious violation (and the few rules in `alsoFailing`) is a failure, named by rule
 * and element, unless tests/e2e/accessibilityExceptions.ts accepts it for that page, with its reason.
 */
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { accessibilityExceptions } from "./accessibilityExceptions";

const axeSource = createRequire(__filename).resolve("axe-core/axe.min.js");
/** Minor to axe, failures here: a poster's alt repeating the title beside it makes screen readers say it twice. */
const alsoFailing = ["image-redundant-alt"];
/** The widths scanned: a phone's and a desktop's. */
export const accessibilityWidths: readonly number[] = [390, 1440];

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[] }> };
  }
}

/** The critical and serious violations on the page now that `pageName` does not accept, one line each. */
export async function accessibilityProblems(page: Page, pageName: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ path: axeSource });
  const findings: Finding[] = await page.evaluate(async (extraRules) => {
    const axe = window.axe;
    if (axe === undefined) throw new Error("axe-core did not load");
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] }, resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "critical" || violation.impact === "serious" || extraRules.includes(violation.id))
      .map((violation) => ({ rule: violation.id, impact: violation.impact ?? "", help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => `${node.target.map(String).join(" ")} ${node.html.slice(0, 160)}`) }));
  }, alsoFailing);
  return findings
    .filter((finding) => !accessibilityExceptions.some((exception) => exception.rule === finding.rule && exception.pages.includes(pageName)))
    .map((finding) => `accessibility: ${finding.impact} ${finding.rule} (${finding.help}) at ${finding.targets.join(" | ")}`);
}
