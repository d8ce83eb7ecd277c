/**
 * The first-load JavaScript budget (issue 10): the gzip bytes of the scripts a modern browser loads for
 * `/ar/home` (module scripts; Next's `noModule` polyfills are never fetched by them). Bytes are deterministic,
 * unlike times, so this may fail `npm test`: more than 5 % over the budget fails.
 *
 * The budget is where the page stands now, lowered as the work lands; issue 10's goal is 130 KB (about the
 * React 19 + Next 16 runtime alone). `npm run bench` prints the same figure beside the goal.
 */
import { gzipBytesOf, moduleScriptSources } from "../../bench/firstLoadScripts";
import { expect, test } from "./fixtures";

const firstLoadBudgetBytes = 161 * 1024;

test("/ar/home's first-load JavaScript stays within its budget", async ({ request }) => {
  const sources = moduleScriptSources(await (await request.get("/ar/home")).text());
  expect(sources.length).toBeGreaterThan(0);
  const gzipBytes = await gzipBytesOf(sources, async (src) => (await request.get(src)).body());
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  expect(gzipBytes, `first-load JS of /ar/home is ${kb(gzipBytes)} gzip; budget ${kb(firstLoadBudgetBytes)} + 5 %`).toBeLessThanOrEqual(firstLoadBudgetBytes * 1.05);
});
