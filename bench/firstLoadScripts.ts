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
