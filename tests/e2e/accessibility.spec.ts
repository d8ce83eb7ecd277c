/**
 * The accessibility check (issue 19): axe-core (WCAG 2.0, 2.1 and 2.2, A and AA, and best practices) on every
 * page of tests/e2e/pages.ts, in ar, en and fr, at a phone's and a desktop's width. A critical or serious
 * violation fails, named by page, locale, width, rule and element; tests/e2e/accessibilityExceptions.ts lists
 * the accepted ones, each with its reason. One page: `npx playwright test tests/e2e/accessibility.spec.ts -g "home in ar"`.
 */
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibilityExceptions } from "./accessibilityExceptions";
import { contextFor, guardedLocales, guardedPages, pagePath } from "./pages";

const axeSource = createRequire(__filename).resolve("axe-core/axe.min.js");
const widths = [390, 1440] as const;

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

async function scan(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = window.axe;
    if (axe === undefined) throw new Error("axe-core did not load");
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] }, resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "critical" || violation.impact === "serious")
      .map((violation) => ({ rule: violation.id, impact: violation.impact ?? "", help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => `${node.target.map(String).join(" ")} ${node.html.slice(0, 160)}`) }));
  });
}

for (const entry of guardedPages) {
  for (const locale of guardedLocales) {
    test(`accessibility: ${entry.name} in ${locale}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await contextFor(browser, entry);
      const page = await context.newPage();
      const failures: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const target = await pagePath(page, locale, entry);
        await page.goto(target, { waitUntil: "load" });
        // What a viewer with JavaScript gets: the 404 page's document is Next's error shell until it hydrates
        // (named in the note), so the scan waits for the page's language.
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        for (const finding of await scan(page)) {
          const accepted = accessibilityExceptions.some((exception) => exception.rule === finding.rule && exception.pages.includes(entry.name));
          if (!accepted) failures.push(`${entry.name} ${locale} ${width}px (${target}): ${finding.impact} ${finding.rule} (${finding.help}) at ${finding.targets.join(" | ")}`);
        }
      }
      await context.close();
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
}
