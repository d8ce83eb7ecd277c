/**
 * Stands in for shiki in codemirror-json-schema's hover and completion documentation (next.config.js aliases
 * `shiki/core`, `@shikijs/markdown-it/core` and the theme and grammar it asks for to this module). That
 * documentation is the layout schema's descriptions, plain prose with inline code and no code blocks to
 * colour, so the syntax highlighter buys nothing: leaving it out took the editor's first-load JavaScript from
 * 704 to 667 KB gzip, and two themes and a grammar the editor fetched right after loading (`npm run bench`, g).
 * Markdown itself is still rendered, by markdown-it.
 */

/** `createHighlighterCore`: a highlighter nobody asks to highlight. */
export async function createHighlighterCore(): Promise<Record<string, never>> {
  return {};
}

/** `fromHighlighter`: a markdown-it plugin that leaves fenced code as markdown-it renders it. */
export function fromHighlighter(): () => void {
  return () => {};
}

/** The theme and grammar modules' default export. */
const nothing = {};
export default nothing;
