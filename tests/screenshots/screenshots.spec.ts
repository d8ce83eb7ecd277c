/**
 * The screenshot matrix: one full-page PNG per page × locale × width, and `screenshots/index.html` to browse
 * them, for designers and QA. Pages, locales and widths are the layout guard's (tests/e2e/pages.ts).
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, type Browser } from "@playwright/test";
import { signInByRoute } from "../e2e/auth";
import { guardedLocales, guardedPages, guardedWidths, pagePath, type GuardedPage } from "../e2e/pages";

const folder = path.join(process.cwd(), "screenshots");
const pick = <T extends string | number>(all: readonly T[], variable: string | undefined): readonly T[] => {
  const wanted = variable?.split(",").map((value) => value.trim()).filter(Boolean);
  return wanted && wanted.length > 0 ? all.filter((value) => wanted.includes(String(value))) : all;
};
const pages = guardedPages.filter((entry) => pick(guardedPages.map((candidate) => candidate.name), process.env.SCREENS).includes(entry.name));
const locales = pick(guardedLocales, process.env.LOCALES);
const widths = pick(guardedWidths, process.env.WIDTHS);

const fileName = (entry: GuardedPage, locale: string, width: number) => `${entry.name}-${locale}-${width}.png`;

async function contextFor(browser: Browser, entry: GuardedPage) {
  const context = await browser.newContext();
  if (entry.as === "subscriber") await signInByRoute(await context.newPage(), "subscribed@shasha.test");
  return context;
}

test.beforeAll(() => mkdirSync(folder, { recursive: true }));

for (const entry of pages) {
  for (const locale of locales) {
    test(`${entry.name} in ${locale}`, async ({ browser }) => {
      const context = await contextFor(browser, entry);
      const page = await context.newPage();
      const target = await pagePath(page, locale, entry);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(target, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: path.join(folder, fileName(entry, locale, width)), fullPage: true });
      }
      await context.close();
    });
  }
}

test.afterAll(() => {
  const made = new Set(readdirSync(folder));
  const rows = guardedPages
    .map((entry) => {
      const cells = guardedLocales.flatMap((locale) =>
        guardedWidths.map((width) => {
          const file = fileName(entry, locale, width);
          return made.has(file) ? `<td><a href="${file}"><img src="${file}" alt="${entry.name} ${locale} ${width}px" loading="lazy" width="160"></a><br>${locale} ${width}</td>` : "";
        }),
      );
      return cells.some(Boolean) ? `<tr><th scope="row">${entry.name}</th>${cells.join("")}</tr>` : "";
    })
    .join("\n");
  writeFileSync(
    path.join(folder, "index.html"),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Shasha screenshots</title><style>body{font:14px system-ui;background:#111;color:#eee}td{vertical-align:top;text-align:center}img{border:1px solid #444;max-block-size:320px;object-fit:cover;object-position:top}</style><h1>Shasha screenshots</h1><table>${rows}</table></html>`,
  );
});
