/**
 * The layout guard (issue 10): every page of tests/e2e/pages.ts, in ar, en and fr, at 320 to 2560 px wide:
 * the document does not scroll sideways, nothing in the header or the main column lies outside the viewport
 * (rails and other scrolling strips may hold more than fits: their own box is what is checked), and `dir`
 * is right for the language. On the same load, the accessibility check (issue 19, tests/e2e/axe.ts) at a
 * phone's width in each language and a desktop's in Arabic (scannedWidths). A failure names the page, locale, width and the offending elements.
 * One page: `npx playwright test tests/e2e/layoutGuard.spec.ts -g "login in ar"`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { z } from "zod";
import { expect, test } from "./fixtures";
import { accessibilityProblems, accessibilityWidths } from "./axe";
import { contextFor, guardedLocales, guardedPages, guardedStudioPages, guardedWidths, pagePath } from "./pages";
import { signInStudio, studioOrigin } from "./studio";


/** What the page shows outside the viewport at the current width, described for the failure message. */
function layoutProblems(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const overflow = document.documentElement.scrollWidth - width;
  if (overflow > 0) problems.push(`the document is ${overflow}px wider than the viewport`);
  const describe = (element: Element, rect: DOMRect) => {
    const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
    const block = element.closest("[data-block]")?.getAttribute("data-block");
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}>${block ? ` in block ${block}` : ""} spans ${Math.round(rect.left)}..${Math.round(rect.right)}px${text ? ` ("${text}")` : ""}`;
  };
  // An element a scrolling or clipping ancestor holds is that ancestor's business: the ancestor is checked.
  const clippedByAncestor = (element: Element) => {
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX !== "visible") return true;
    }
    return false;
  };
  const outside = (rect: DOMRect) => rect.left < -1 || rect.right > width + 1;
  for (const element of document.querySelectorAll("body > header *, body > header, main, main *")) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !outside(rect)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || clippedByAncestor(element)) continue;
    // Report the outermost element only.
    const parent = element.parentElement;
    if (parent && parent !== document.body && outside(parent.getBoundingClientRect()) && !clippedByAncestor(parent)) continue;
    problems.push(describe(element, rect));
    if (problems.length >= 6) break;
  }
  return problems;
}

/** Two frames for the new width's layout; a timer too, since a busy headless browser may hold frames back. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 250);
      }),
  );
}

/**
 * Where axe scans a page in `locale`: at the phone's width in every language (tiles and buttons are smallest there,
 * the text wraps most, and a name or label missing in one language shows at any width), at the desktop's in Arabic
 * only. The page's markup, colours and names are the same at both widths; what a wider page adds is layout, and the
 * layout check runs at every width in every language. Scanning the desktop's width in all three took a sixth of the
 * whole CI run.
 */
function scannedWidths(locale: string): readonly number[] {
  return locale === "ar" ? accessibilityWidths : accessibilityWidths.slice(0, 1);
}

/**
 * Checks the page at every guarded width: what lies outside the viewport, and at the scanned widths what axe
 * finds (the page reflows as when a phone turns; one load serves both checks).
 */
async function problemsAtEveryWidth(page: Page, pageName: string, locale: string, label: string): Promise<string[]> {
  const failures: string[] = [];
  const scanned = scannedWidths(locale);
  for (const width of guardedWidths) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const problems = await page.evaluate(layoutProblems);
    // The rails' tiles once, at the first (the phone's) width: accessibilityProblems says why that is enough.
    if (scanned.includes(width)) problems.push(...(await accessibilityProblems(page, pageName, { rails: width === accessibilityWidths[0] })));
    for (const problem of problems) failures.push(`${label} ${width}px: ${problem}`);
  }
  return failures;
}

test.describe("every seeded screen is on the guard's list", () => {
  test("pages.ts names a page for each layout in services/seed/screens", () => {
    const folder = path.join(process.cwd(), "services/seed/screens");
    const screenId = z.object({ id: z.string() });
    const seeded = readdirSync(folder).filter((file) => file.endsWith(".json")).map((file) => screenId.parse(JSON.parse(readFileSync(path.join(folder, file), "utf8"))).id);
    const listed = new Set(guardedPages.flatMap((entry) => entry.screens));
    expect(seeded.filter((id) => !listed.has(id))).toEqual([]);
  });
});

for (const entry of guardedPages) {
  for (const locale of guardedLocales) {
    test(`layout guard: ${entry.name} in ${locale}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await contextFor(browser, entry);
      const page = await context.newPage();
      await page.setViewportSize({ width: guardedWidths[0], height: 800 });
      const target = await pagePath(page, locale, entry);
      const response = await page.goto(target, { waitUntil: "load" });
      expect(response?.status(), `${entry.name} (${target}) answers`).toBeLessThan(entry.name === "not-found" ? 500 : 400);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      // The title names the page, then the service, in the viewer's language (WCAG 2.4.2).
      await expect(page).toHaveTitle(locale === "ar" ? /^\S.* \| شاشة$/ : /^\S.* \| Shasha$/);
      // One main heading names the page for screen-reader users (WCAG 1.3.1, 2.4.6).
      await expect(page.locator("h1"), `${entry.name} has one h1`).toHaveCount(1);
      const failures = await problemsAtEveryWidth(page, entry.name, locale, `${entry.name} ${locale} (${target})`);
      await context.close();
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
}

let staffState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** One studio session per worker, the seeded admin's (staff sign-in is throttled too). */
async function staffSession(browser: Browser) {
  if (staffState) return staffState;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStudio(page, "admin");
  staffState = await context.storageState();
  await context.close();
  return staffState;
}

for (const entry of guardedStudioPages) {
  for (const locale of guardedLocales) {
    test(`layout guard: ${entry.name} in ${locale}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext(entry.signedIn ? { storageState: await staffSession(browser) } : {});
      await context.addCookies([{ name: "shasha_studio_lang", value: locale, url: `${studioOrigin}/studio` }]);
      const page = await context.newPage();
      await page.setViewportSize({ width: guardedWidths[0], height: 800 });
      const response = await page.goto(`${studioOrigin}${entry.path}`, { waitUntil: "load" });
      expect(response?.status(), `${entry.name} answers`).toBe(200);
      expect(new URL(page.url()).pathname, `${entry.name} is not sent to the sign-in page`).toBe(new URL(entry.path, "http://x").pathname);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/^\S.* \| \S/);
      const failures = await problemsAtEveryWidth(page, entry.name, locale, `${entry.name} ${locale} (${entry.path})`);
      await context.close();
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
}
