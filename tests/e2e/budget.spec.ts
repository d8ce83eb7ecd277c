/**
 * The first-load JavaScript budget (issues 10 and 27): the gzip bytes of every script Chromium fetches for
 * `/ar/home` at a phone's width until the network is idle: the page's script tags and what hydration and the
 * page's own code load right after (deferred rails, continue watching). Bytes are deterministic, unlike times, so
 * this may fail `npm test`: more than 5 % over the budget fails. `npm run bench` (c) prints the script tags' share.
 *
 * The budget is where the page stands (154.9 KB): issue 27's goal of 130 KB is below the 131.7 KB a blank Next 16 +
 * React 19 page loads with no code of its own (README, "Storybook and the bench").
 */
import { scriptsUntilIdle } from "../../bench/firstLoadScripts";
import { expect, test } from "./fixtures";

const firstLoadBudgetBytes = 155 * 1024;

test("/ar/home's first-load JavaScript, every script until the network is idle, stays within its budget", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await scriptsUntilIdle(page, "/ar/home");
  expect(scripts.length).toBeGreaterThan(0);
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const list = scripts.map((script) => `${kb(script.gzipBytes)} ${new URL(script.url).pathname}`).join("\n");
  expect(gzipBytes, `first-load JS of /ar/home is ${kb(gzipBytes)} gzip; budget ${kb(firstLoadBudgetBytes)} + 5 %:\n${list}`).toBeLessThanOrEqual(firstLoadBudgetBytes * 1.05);
});
