/**
 * Guards what the viewer's browser downloads (issue 27, "First-load JavaScript"): no module a client component
 * reaches may import zod, a translation library or the locales' `blocks` JSON. Validation happens on the server
 * (or with domain/check.ts where the browser must check a reply), and client components get their templates from
 * the server as props (components/i18n/serverTexts.ts, texts.ts), so neither zod (~31 KB gzip) nor i18next with
 * every locale's JSON (~15 KB) rides along. Nor a runtime styling or logging library: client components style
 * themselves with CSS modules (styled-components' runtime was ~11 KB; server components may keep it, their CSS is
 * written into the HTML and no script follows) and log through ops/browserLog.ts (pino's browser build was ~5.5 KB).
 * The studio keeps zod: it is staff-only, on its own origin, and not walked here.
 *
 * The walk is static and deliberately simple: every `import … from`, `export … from`, side-effect `import "…"` and
 * dynamic `import("…")` (next/dynamic parts are fetched by the browser too) of the repository's own .ts/.tsx files,
 * from every `"use client"` file of the viewer app and from instrumentation-client.ts. Imports that carry only
 * types are erased by the compiler and skipped.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Packages that must never reach a viewer's browser. */
const forbiddenPackages = ["zod", "i18next", "react-i18next", "styled-components", "pino"];
/**
 * Nor the translations a client part can be handed by the server. (The error pages' few `common` strings are the
 * exception, app/_shell/clientCommon.ts: an error page must render when nothing else could.)
 */
const forbiddenFiles = /^locales\/(?:resources\.ts|[a-z]{2}\/(?:blocks|watch|screens)\.json)$/;

/** Where viewer client code lives; app/studio and studio/ are the staff's own bundle. */
const clientRoots = ["components", "app", "stores", "modules"];
const notViewer = [join("app", "studio"), "studio"];
const skippedDirs = new Set(["node_modules", ".next", "storybook-static", "data"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isTestOrStory(path: string): boolean {
  return /\.(test|stories)\.tsx?$/.test(path);
}

/** A `"use client"` directive before any statement (comments may come first). */
function isClientModule(source: string): boolean {
  const withoutComments = source.replace(/^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*/, "");
  return /^["']use client["']/.test(withoutComments);
}

/** `import { type A, type B }` and `import type …` vanish from the output; what is left is a real import. */
function isTypeOnly(clause: string): boolean {
  const trimmed = clause.trim();
  if (/^type\s/.test(trimmed)) return true;
  const named = /^\{([^}]*)\}$/.exec(trimmed);
  if (named === null) return false;
  const specifiers = (named[1] ?? "").split(",").map((part) => part.trim()).filter((part) => part !== "");
  return specifiers.length > 0 && specifiers.every((part) => part.startsWith("type "));
}

/** The module specifiers this source really loads. */
function importsOf(source: string): string[] {
  // Comments that start a line only: a "/*" inside a string ("**/*.ts") must not hide the imports after it.
  const code = source.replace(/^\s*\/\*[\s\S]*?\*\//gm, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\n])\s*(import|export)\s+([^;]*?)\s+from\s+["']([^"']+)["']/g)) {
    const [, , clause = "", specifier = ""] = match;
    if (!isTypeOnly(clause)) found.push(specifier);
  }
  for (const match of code.matchAll(/(?:^|[;\n])\s*import\s+["']([^"']+)["']/g)) found.push(match[1] ?? "");
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1] ?? "");
  return found.filter((specifier) => specifier !== "");
}

function resolveFile(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

type Target = { kind: "file"; path: string } | { kind: "package"; name: string } | { kind: "unresolved" };

function resolveImport(from: string, specifier: string): Target {
  if (specifier.startsWith("@/") || specifier.startsWith(".")) {
    const path = resolveFile(specifier.startsWith("@/") ? join(root, specifier.slice(2)) : resolve(dirname(from), specifier));
    return path === undefined ? { kind: "unresolved" } : { kind: "file", path };
  }
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
  return { kind: "package", name };
}

/** For each forbidden package or file a client file reaches: the chain of files from that client file to it. */
function forbiddenChains(entries: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue: { path: string; chain: string[] }[] = entries.map((path) => ({ path, chain: [relative(root, path)] }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined) break;
    if (seen.has(next.path)) continue;
    seen.add(next.path);
    if (!/\.tsx?$/.test(next.path)) continue; // JSON and other assets import nothing
    for (const specifier of importsOf(readFileSync(next.path, "utf8"))) {
      const target = resolveImport(next.path, specifier);
      // A file the walk cannot find is a file it cannot check: reported, so the guard never goes blind.
      if (target.kind === "unresolved") problems.push(`${[...next.chain, specifier].join(" -> ")} (not found)`);
      else if (target.kind === "package") {
        if (forbiddenPackages.includes(target.name)) problems.push([...next.chain, specifier].join(" -> "));
      } else {
        const chain = [...next.chain, relative(root, target.path)];
        if (forbiddenFiles.test(relative(root, target.path))) problems.push(chain.join(" -> "));
        else if (!seen.has(target.path)) queue.push({ path: target.path, chain });
      }
    }
  }
  return problems;
}

function viewerClientFiles(): string[] {
  const files = clientRoots.flatMap((dir) => sourceFiles(join(root, dir)));
  const viewer = files.filter((path) => !notViewer.some((dir) => relative(root, path).startsWith(`${dir}/`)) && !isTestOrStory(path));
  return [...viewer.filter((path) => isClientModule(readFileSync(path, "utf8"))), join(root, "instrumentation-client.ts")];
}

describe("the import walker", () => {
  test("reads value imports, re-exports, side-effect and dynamic imports, and skips type-only ones", () => {
    const source = [
      '"use client";',
      "// import { gone } from \"commented-out\";",
      'import { z } from "zod";',
      'import type { Thing } from "./types";',
      'import { type A, type B } from "./onlyTypes";',
      'import { type C, d } from "./mixed";',
      'import Default, { e } from "@/components/x";',
      'export { f } from "../f";',
      'export * from "./all";',
      'const glob = "src/**/*.ts";',
      'import "./side-effect.css";',
      'const Lazy = dynamic(() => import("./Lazy").then((m) => m.Lazy));',
    ].join("\n");
    expect(importsOf(source)).toEqual(["zod", "./mixed", "@/components/x", "../f", "./all", "./side-effect.css", "./Lazy"]);
  });

  test.each([
    ['"use client";\nimport x from "y";', true],
    ["/** Why. */\n'use client';", true],
    ['// note\n"use client"', true],
    ['import x from "y";\n"use client";', false],
    ["export const a = 1;", false],
  ])("tells a client module by its leading directive (%#)", (source, expected) => {
    expect(isClientModule(source)).toBe(expected);
  });

  test("finds a forbidden package or locale file behind a chain of files", () => {
    // The i18n module client components used before issue 27 imported i18next and every locale's blocks JSON.
    expect(forbiddenChains([join(root, "components/i18n/blocksI18n.ts")])).toEqual([
      "components/i18n/blocksI18n.ts -> i18next",
      "components/i18n/blocksI18n.ts -> locales/ar/blocks.json",
      "components/i18n/blocksI18n.ts -> locales/en/blocks.json",
      "components/i18n/blocksI18n.ts -> locales/fr/blocks.json",
    ]);
    expect(forbiddenChains([join(root, "components/api/appApi.ts")])).toEqual([]);
  });

  test("reports an import of the repository it cannot find instead of skipping it", () => {
    expect(resolveImport(join(root, "components/rail/RailView.tsx"), "./NoSuchFile")).toEqual({ kind: "unresolved" });
    expect(resolveImport(join(root, "components/rail/RailView.tsx"), "@/components/tile/Tile")).toEqual({ kind: "file", path: join(root, "components/tile/Tile.tsx") });
    expect(resolveImport(join(root, "components/rail/RailView.tsx"), "@scope/pkg/sub")).toEqual({ kind: "package", name: "@scope/pkg" });
  });
});

describe("the viewer's browser code", () => {
  const entries = viewerClientFiles();

  test("is found: the client parts of the rails, forms, session, player and shell are walked", () => {
    const names = entries.map((path) => relative(root, path));
    expect(names).toEqual(expect.arrayContaining(["components/rail/FullRailTiles.tsx", "components/form/FormRuntime.tsx", "components/session/SessionChecks.tsx", "modules/player/PlayerView.tsx", "app/_shell/LanguageSwitch.tsx"]));
    expect(names.some((name) => name.startsWith("studio/") || name.startsWith("app/studio/"))).toBe(false);
  });

  test("never reaches zod, a translation library, styled-components, pino or the locales' blocks JSON", () => {
    expect(forbiddenChains(entries)).toEqual([]);
  });
});
