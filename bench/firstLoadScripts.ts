/**
 * First-load JavaScript, measured one way for `npm run bench` (c) and the budget test
 * (tests/e2e/budget.spec.ts): the gzip bytes of the scripts a modern browser loads for a page's HTML.
 */
import { gzipSync } from "node:zlib";

/** The page's `<script src>`, once each, without `noModule` ones (Next's legacy polyfills, never fetched by browsers that run modules). */
export function moduleScriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script([^>]*)>/g)].flatMap((match) => {
    const attributes = match[1] ?? "";
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    return src && !/\snomodule/i.test(attributes) ? [src] : [];
  });
  return [...new Set(sources)];
}

/** The sum of the gzip-compressed sizes of `sources`, each fetched through `fetchBytes`. */
export async function gzipBytesOf(sources: readonly string[], fetchBytes: (src: string) => Promise<Uint8Array>): Promise<number> {
  let total = 0;
  for (const src of sources) total += gzipSync(await fetchBytes(src)).length;
  return total;
}

/** The part of Playwright's `Page` this needs (bench and tests pass their own). */
interface ScriptPage {
  on(event: "response", listener: (response: ScriptResponse) => void): unknown;
  goto(url: string, options: { waitUntil: "networkidle" }): Promise<unknown>;
}
interface ScriptResponse {
  url(): string;
  request(): { resourceType(): string };
  body(): Promise<Buffer>;
}

/**
 * Every script a page fetches until the network is idle (the tags in its HTML, and what hydration and the page's
 * own code load right after), each with its gzip size: what a viewer's browser pays before the page is settled.
 */
export async function scriptsUntilIdle(page: ScriptPage, url: string): Promise<{ url: string; gzipBytes: number }[]> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  // A script that arrives once the page is idle (a rail scrolled near later) is not first-load, and its body must not
  // be asked for: the test could end while it is read (CI once failed with "response.body: Test ended").
  let idle = false;
  page.on("response", (response) => {
    if (idle || response.request().resourceType() !== "script") return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  idle = true;
  return Promise.all(pending);
}
