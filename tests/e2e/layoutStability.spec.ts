/**
 * Layout stability (issue 10 section 2): what a viewer sees does not move while the page loads. The layout
 * shifts Chromium reports (the Layout Instability API, what CLS sums) while `/ar/home`, `/en/series` and
 * `/ar/hub/login` load at Lighthouse's phone and desktop sizes add up to at most 0.02.
 *
 * Scrollbars are shown, as a desktop browser shows them (Playwright hides them by default): in a right-to-left
 * page a document that grows past the viewport moves everything when its scrollbar appears.
 * `npm run bench` measures the same pages with Lighthouse.
 */
import { expect, test } from "@playwright/test";

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

const pages = ["/ar/home", "/en/series", "/ar/hub/login"];
const viewports = [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1350, height: 940 },
];

const maxShift = 0.02;

for (const path of pages) {
  for (const viewport of viewports) {
    test(`${path} does not shift while loading (${viewport.name}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(() => {
        // The running sum and one line per shift, kept on the window for the test to read.
        const state = { total: 0, report: "" };
        Object.defineProperty(window, "__layoutShifts", { value: state });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!("value" in entry) || !("sources" in entry) || ("hadRecentInput" in entry && entry.hadRecentInput)) continue;
            const value = Number(entry.value);
            const sources = Array.isArray(entry.sources) ? entry.sources : [];
            const names = sources.map((source: { node?: Node | null }) =>
              source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join(".")}` : String(source.node?.nodeName),
            );
            state.total += value;
            state.report += `${value.toFixed(4)}: ${names.join(", ")}\n`;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      // The hero's controls hydrate and images decode after load: give them a moment to move, if they would.
      await page.waitForTimeout(1000);
      const { total, report } = await page.evaluate(() => {
        const state: unknown = Reflect.get(window, "__layoutShifts");
        const field = (name: string) => (typeof state === "object" && state !== null ? Reflect.get(state, name) : undefined);
        return { total: Number(field("total") ?? Number.NaN), report: String(field("report") ?? "") };
      });
      expect(total, `layout shifts on ${path} at ${viewport.width} px:\n${report}`).toBeLessThanOrEqual(maxShift);
    });
  }
}
