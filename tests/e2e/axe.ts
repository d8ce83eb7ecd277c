/**
 * The accessibility check (issue 19): axe-core (WCAG 2.0, 2.1 and 2.2, A and AA, and best practices) run in the
 * whole page. A critical or serious violation (and the few rules in `alsoFailing`) is a failure, named by rule
 * and element, unless tests/e2e/accessibilityExceptions.ts accepts it for that page, with its reason. So is a
 * contrast axe cannot decide ("needs review": text over an image or a gradient), since an undecided contrast is
 * an unchecked one.
 *
 * The page is scanned whole (issue 27): it is scrolled to its end first and the scan waits until every rail below
 * the first screen has swapped its links for full tiles (DeferredRailTiles, `data-deferred`), so what is scanned
 * does not depend on how far the rails had got when the check ran.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { accessibilityExceptions } from "./accessibilityExceptions";

const axeSource = createRequire(__filename).resolve("axe-core/axe.min.js");
/** Minor to axe, failures here: a poster's alt repeating the title beside it makes screen readers say it twice. */
const alsoFailing = ["image-redundant-alt"];
/** Rules whose "needs review" results fail too: axe cannot tell the contrast of text over an image or a gradient. */
const undecidedFailing = ["color-contrast"];
/** Boxes that scroll sideways inside the page: the viewer's rails, the studio's wide tables. */
const unrolledBoxes = [".rail__list", ".studio-table-wrap", "[data-block='feature-table']"];
/** The widths scanned: a phone's and a desktop's. */
export const accessibilityWidths: readonly number[] = [390, 1440];

interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** For an undecided result: axe's reason (message key). */
  undecided?: string;
  /** The selectors of the exceptions whose `within` holds the element (computed in the page). */
  within: string[];
  targets: string[];
}

interface AxeNode {
  /** The element itself (`elementRef: true`): a selector could find another one, or none, by the time it is asked. */
  element?: Element;
  target: unknown[];
  html: string;
  any: { data?: unknown }[];
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

declare global {
  interface Window {
    axe?: { run(context: Document | { exclude: string[][] }, options: unknown): Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }> };
  }
}

/**
 * Scrolls the page to its end a viewport at a time (lazy rails load as they come near), waits until no rail still
 * shows its deferred links, and scrolls back to the top. Throws when the rails do not all load within 15 s.
 */
export async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 100 ms when a busy headless browser holds frames back (a wait on frames alone once outlasted a
    // CI run's 90 s for a home page).
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  await page.waitForFunction(() => document.querySelector("[data-deferred]") === null, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The critical and serious violations (and undecided contrasts) on the whole page that `pageName` does not accept,
 * one line each. With `rails: false` the rails' lists are left out of the scan: the layout guard scans them at the
 * phone's width, where their tiles are smallest (target size) and their text wraps most, and they are the same
 * tiles, colours and badges at the desktop's; on a home page they are most of what axe has to check.
 */
export async function accessibilityProblems(page: Page, pageName: string, options: { rails: boolean } = { rails: true }): Promise<string[]> {
  await loadWholePage(page);
  // Evaluated, not added as a script tag: a cached page's CSP refuses inline scripts it did not ship (issue 27).
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(readFileSync(axeSource, "utf8"));
  // A rail or a wide table scrolls sideways inside its own box: axe cannot see what the box has clipped, so for the
  // scan every such box shows all it holds (rails lay their tiles out in rows; same colours, nothing hidden), and
  // goes back after.
  // A comparison table's sticky feature column would then lie over the columns it no longer scrolls past: it stays put.
  const unrolled = await page.addStyleTag({
    content: `${unrolledBoxes.join(", ")} { overflow: visible !important; } .rail__list { flex-wrap: wrap !important; } [data-block='feature-table'] th { position: static !important; }`,
  });
  const exceptionScopes = [...new Set(accessibilityExceptions.flatMap((exception) => (exception.within ? [exception.within] : [])))];
  const found: Finding[] = await page.evaluate(
    async ({ extraRules, undecidedRules, scopes, withRails }) => {
      const axe = window.axe;
      if (axe === undefined) throw new Error("axe-core did not load");
      const result = await axe.run(withRails ? document : { exclude: [[".rail__list"]] }, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] }, resultTypes: ["violations", "incomplete"], elementRef: true });
      const where = (node: AxeNode) => scopes.filter((scope) => node.element?.closest(scope) != null);
      const messageKey = (node: AxeNode) => {
        const data = node.any[0]?.data;
        return typeof data === "object" && data !== null && "messageKey" in data && typeof data.messageKey === "string" ? data.messageKey : "unknown";
      };
      const line = (node: AxeNode) => `${node.target.map(String).join(" ")} ${node.html.slice(0, 160)}`;
      const violations = result.violations
        .filter((violation) => violation.impact === "critical" || violation.impact === "serious" || extraRules.includes(violation.id))
        .map((violation) => ({ rule: violation.id, impact: violation.impact ?? "", help: violation.help, within: [], targets: violation.nodes.slice(0, 5).map(line) }));
      // Each undecided element on its own: one exception may cover some of a rule's elements and not others. An
      // element the page removed while axe ran (the player's "loading" status once the video starts) is no longer
      // there to judge, nor to place within an exception's scope: it is left out.
      const undecided = result.incomplete
        .filter((entry) => undecidedRules.includes(entry.id))
        .flatMap((entry) => entry.nodes.filter((node) => node.element?.isConnected !== false).map((node) => ({ rule: entry.id, impact: "needs-review", help: entry.help, undecided: messageKey(node), within: where(node), targets: [line(node)] })));
      return [...violations, ...undecided];
    },
    { extraRules: alsoFailing, undecidedRules: undecidedFailing, scopes: exceptionScopes, withRails: options.rails },
  );
  await unrolled.evaluate((style) => style.parentNode?.removeChild(style));
  const accepted = (finding: Finding) =>
    accessibilityExceptions.some(
      (exception) =>
        exception.rule === finding.rule &&
        (exception.pages === "every page" || exception.pages.includes(pageName)) &&
        exception.undecided === finding.undecided &&
        (exception.within === undefined || finding.within.includes(exception.within)),
    );
  const findings = found.filter((finding) => !accepted(finding));
  // Undecided results are listed per element: keep the message short.
  const shown = new Map<string, Finding>();
  for (const finding of findings) {
    const key = `${finding.rule} ${finding.undecided ?? ""}`;
    const seen = shown.get(key);
    if (seen === undefined) shown.set(key, { ...finding, targets: [...finding.targets] });
    else if (seen.targets.length < 5) seen.targets.push(...finding.targets);
  }
  return [...shown.values()].map((finding) => `accessibility: ${finding.impact} ${finding.rule}${finding.undecided ? ` (undecided: ${finding.undecided})` : ""} (${finding.help}) at ${finding.targets.join(" | ")}`);
}
