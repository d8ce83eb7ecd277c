/**
 * Bench a and b, in-process. (a) The screen pipeline on the home fixture (a hero with 5 slides and 20 rails
 * of 20 tiles): validate + sanitise, visibleWhen, resolve the data sources (preloaded in memory), render to
 * HTML with the registry, boundaries and styles; beside it a plain renderToString of the same components,
 * composed by hand with the same items and no renderer. (b) Validation time per home layout.
 */
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { ServerStyleSheet } from "styled-components";
import { HeroView } from "@/components/hero/HeroView";
import { RailView } from "@/components/rail/RailView";
import type { ContentItem, RenderContext } from "@/domain/types";
import type { RouteData } from "@/renderer/data/routeValues";
import { ScreenData, type ContentSource } from "@/renderer/data/ScreenData";
import type { ViewerData } from "@/renderer/data/viewerData";
import { createUiContext } from "@/renderer/i18n/uiContext";
import { ScreenLoader } from "@/renderer/loadScreen";
import { renderLoaded, type ScreenMode } from "@/renderer/renderScreen";
import { firstScreenBlocks } from "@/renderer/render/ScreenView";
import { setReportSink } from "@/renderer/report";
import { blockPointers } from "@/renderer/blockPointers";
import type { Block } from "@/screens-schema/types";
import { maxBlocksPerScreen, sanitizeScreen, validateScreen, type Problem } from "@/screens-schema/validator";
import { maxBodyBytes } from "@/services/manage/manageContext";
import { memoryContent, memoryPlans } from "./memoryContent";
import { percentile, round } from "./stats";

const homeFixture = "tests/fixtures/layouts/home.json";
const ctx: RenderContext = {
  locale: "ar",
  dir: "rtl",
  userType: "anonymous",
  profileKind: "adult",
  platform: "WEB",
  country: "JO",
  webView: false,
  ageLimit: null,
  screenId: "home",
};
const call = { locale: ctx.locale, country: ctx.country };
const imagesBaseURL = "http://localhost:4000/images";
const ui = createUiContext("ar", imagesBaseURL);

/**
 * HTML and styles of a tree, through the pipeline's async renderer. `onError` hears what React caught inside a
 * Suspense boundary and left for the browser to render again (the prelude still resolves); a throw outside any
 * boundary rejects, as it fails the page.
 */
export async function renderStatic(node: ReactNode, onError?: (error: unknown) => void): Promise<string> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(node), onError ? { onError } : {});
    return (await new Response(prelude).text()) + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/** Layouts come to renderLayout whole; the loader is never asked. */
const noLoader = new ScreenLoader({
  screenDocument: () => Promise.reject(new Error("the bench renders the layouts it is given")),
  metadata: () => Promise.resolve({}),
});

export interface LayoutRenderOptions {
  ctx: RenderContext;
  /** The page's route values (content pages); none by default, as on home and landing pages. */
  route?: RouteData;
  content?: ContentSource;
  /** Preview mode (the studio's frame): marks where invalid blocks were dropped or replaced. */
  preview?: boolean;
  /** Blocks in place in the first HTML, as pages of the page cache render them (else past the first screen streams). */
  inPlace?: boolean;
  /** A signed-in viewer's own data (profiles, progress, history, prefill); absent: a guest. */
  viewerData?: ViewerData;
  onError?: (error: unknown) => void;
}

export type LayoutRender =
  /** What the runtime refuses whole (a screen-level problem, an invalid critical block): the "unavailable" page. */
  | { kind: "refused"; problems: Problem[] }
  /** Rendered; `dropped` blocks were invalid and left out or replaced by their fallback, each reported. */
  | { kind: "rendered"; html: string; dropped: number };

function modeOf(options: LayoutRenderOptions): ScreenMode {
  if (options.preview) return { kind: "live", preview: true };
  return options.inPlace ? { kind: "cached" } : { kind: "live", preview: false };
}

/**
 * One layout as a page renders it, through the renderer's one entry (renderer/renderScreen.tsx): validated and
 * sanitised, `visibleWhen` applied, data sources resolved from memory, modules given the route's values,
 * rendered to HTML with the registry.
 */
export async function renderLayout(doc: unknown, options: LayoutRenderOptions): Promise<LayoutRender> {
  const result = sanitizeScreen(doc);
  if (!result.ok) return { kind: "refused", problems: result.problems };
  const { ctx: context } = options;
  const rendered = renderLoaded(
    {
      screenId: context.screenId,
      locale: context.locale,
      mode: modeOf(options),
      viewer: { ctx: context, call: { locale: context.locale, country: context.country }, ...(options.viewerData ? { data: options.viewerData } : {}) },
      sources: { loader: noLoader, content: options.content ?? memoryContent, plans: memoryPlans, imagesBaseURL },
      ...(options.route ? { route: options.route } : {}),
    },
    { kind: "ok", screen: result.screen, dropped: result.dropped, pointers: blockPointers(doc) },
  );
  if (rendered.kind === "not-found") throw new Error("a loaded layout is never not-found");
  return { kind: "rendered", html: await renderStatic(rendered.node, options.onError), dropped: result.dropped.length };
}

async function pipeline(doc: unknown): Promise<string> {
  const result = await renderLayout(doc, { ctx });
  if (result.kind === "refused") throw new Error("the home fixture is invalid");
  return result.html;
}

/** The hand-written reference: the same components and items, composed directly. */
function referenceTree(blocks: readonly Block[], items: ReadonlyMap<string, ContentItem[]>): ReactNode {
  return (
    <div>
      {blocks.map((block, index) => {
        const rootProps = { "data-block": block.type, "data-block-id": block.id };
        // The same first-screen rule as ScreenView: rails after it send links and titles.
        const belowFirstScreen = index >= firstScreenBlocks;
        if (block.type === "hero") return <HeroView key={block.id} block={block} rootProps={{ ...rootProps, "data-block": "hero" }} ui={ui} items={items.get(block.id)} />;
        if (block.type === "rail") return <RailView key={block.id} block={block} rootProps={{ ...rootProps, "data-block": "rail" }} ui={ui} items={items.get(block.id)} belowFirstScreen={belowFirstScreen} />;
        return null;
      })}
    </div>
  );
}

/** The reference through renderToString, synchronous: the figure's yardstick. */
function reference(blocks: readonly Block[], items: ReadonlyMap<string, ContentItem[]>): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(referenceTree(blocks, items))) + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

async function timed(run: () => Promise<unknown> | unknown, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

export interface PipelineFigures {
  runs: number;
  pipelineMedianMs: number;
  pipelineP90Ms: number;
  referenceMedianMs: number;
  referenceP90Ms: number;
  ratio: number;
  /** The reference tree through the pipeline's own renderer (`prerender`, async, streams): the renderer API's share. */
  referencePrerenderMedianMs: number;
  pipelineHtmlBytes: number;
  referenceHtmlBytes: number;
  validateMicros: number;
  /** The slowest of the adversarial layouts of the largest size the management API accepts (issue 17). */
  largestLayoutMs: number;
  largestLayoutCase: string;
  largestLayoutBytes: number;
}

/** A layout of about `bytes` made of copies of one block, as a pasted or generated document could be. */
function layoutOf(bytes: number, block: (index: number) => object): unknown {
  const blocks: object[] = [];
  let size = 100;
  for (let i = 0; size < bytes; i += 1) {
    const next = block(i);
    size += JSON.stringify(next).length + 1;
    blocks.push(next);
  }
  return { schemaVersion: "1.0", id: "large", title: { key: "large.title" }, blocks };
}

/** The cases that made the validator slow: one enormous name, thousands of typos, unknown properties. */
function largestLayouts(bytes: number): [string, unknown][] {
  return [
    ["one block type of a million characters", { schemaVersion: "1.0", id: "large", title: { key: "t" }, blocks: [{ type: "x".repeat(bytes - 200), id: "a" }] }],
    ["valid text blocks", layoutOf(bytes, (i) => ({ type: "text", id: `b${i}`, variant: "body", text: { key: "hello" } }))],
    ["a misspelt block type in every block", layoutOf(bytes, (i) => ({ type: "rial", id: `b${i}` }))],
    ["an unknown property in every block", layoutOf(bytes, (i) => ({ type: "text", id: `b${i}`, txet: "x", text: { key: "a" } }))],
    // Within the block limit, so the schema is checked: the worst a layout the validator examines can cost.
    [
      `the most blocks allowed (${maxBlocksPerScreen}), each misspelt with an unknown property`,
      { schemaVersion: "1.0", id: "large", title: { key: "t" }, blocks: Array.from({ length: maxBlocksPerScreen }, (_, i) => ({ type: "rial", id: `b${i}`, txet: "x" })) },
    ],
  ];
}

export async function benchPipeline(runs = 60): Promise<PipelineFigures> {
  setReportSink(() => undefined);
  const doc: unknown = JSON.parse(readFileSync(homeFixture, "utf8"));
  const sanitized = sanitizeScreen(doc);
  if (!sanitized.ok) throw new Error("the home fixture is invalid");
  const blocks = sanitized.screen.blocks;
  const preload = new ScreenData(memoryContent, call);
  const items = new Map<string, ContentItem[]>();
  for (const block of blocks) {
    const source = block.type === "hero" || block.type === "rail" ? block.source : undefined;
    items.set(block.id, source && source.kind !== "continue-watching" && source.kind !== "my-list" ? await preload.items(source) : []);
  }

  const warm = 10;
  await timed(() => pipeline(doc), warm);
  await timed(() => reference(blocks, items), warm);
  await timed(() => renderStatic(referenceTree(blocks, items)), warm);
  const pipelineSamples: number[] = [];
  const referenceSamples: number[] = [];
  const prerenderSamples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    pipelineSamples.push(...(await timed(() => pipeline(doc), 1)));
    referenceSamples.push(...(await timed(() => reference(blocks, items), 1)));
    prerenderSamples.push(...(await timed(() => renderStatic(referenceTree(blocks, items)), 1)));
  }
  const validations = 5000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < validations; i += 1) validateScreen(doc);
  const validateMicros = Number(process.hrtime.bigint() - start) / 1e3 / validations;
  let largestLayoutMs = 0;
  let largestLayoutCase = "";
  for (const [name, layout] of largestLayouts(maxBodyBytes)) {
    validateScreen(layout);
    const [ms = 0] = await timed(() => validateScreen(layout), 1);
    if (ms > largestLayoutMs) [largestLayoutMs, largestLayoutCase] = [ms, name];
  }

  const pipelineMedianMs = percentile(pipelineSamples, 50);
  const referenceMedianMs = percentile(referenceSamples, 50);
  return {
    runs,
    pipelineMedianMs: round(pipelineMedianMs),
    pipelineP90Ms: round(percentile(pipelineSamples, 90)),
    referenceMedianMs: round(referenceMedianMs),
    referenceP90Ms: round(percentile(referenceSamples, 90)),
    ratio: round(pipelineMedianMs / referenceMedianMs),
    referencePrerenderMedianMs: round(percentile(prerenderSamples, 50)),
    pipelineHtmlBytes: (await pipeline(doc)).length,
    referenceHtmlBytes: reference(blocks, items).length,
    validateMicros: round(validateMicros, 1),
    largestLayoutMs: round(largestLayoutMs, 1),
    largestLayoutCase,
    largestLayoutBytes: maxBodyBytes,
  };
}
