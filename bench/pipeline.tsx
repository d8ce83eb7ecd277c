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
import type { UiContext } from "@/components/ui-context";
import type { ContentItem, Locale, RenderContext } from "@/domain/types";
import { noRoute, type RouteData } from "@/renderer/data/routeValues";
import { ScreenData, type ContentSource } from "@/renderer/data/ScreenData";
import { createUiContext } from "@/renderer/i18n/uiContext";
import { marksByList } from "@/renderer/render/previewMarks";
import { dataModuleContext, type RenderEnv } from "@/renderer/render/RenderEnv";
import { firstScreenBlocks, ScreenView } from "@/renderer/render/ScreenView";
import { setReportSink } from "@/renderer/report";
import { blockPointers } from "@/renderer/blockPointers";
import { visibleScreen } from "@/renderer/visibleWhen";
import type { Block } from "@/screens-schema/types";
import { maxBlocksPerScreen, sanitizeScreen, validateScreen, type Problem } from "@/screens-schema/validator";
import { maxBodyBytes } from "@/services/manage/manageContext";
import { memoryContent } from "./memoryContent";
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
const ui = createUiContext("ar", "http://localhost:4000/images");

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

const uiContexts = new Map<string, UiContext>();

function uiFor(locale: Locale, screenId: string): UiContext {
  const key = `${locale}|${screenId}`;
  const known = uiContexts.get(key);
  if (known) return known;
  const made = createUiContext(locale, "http://localhost:4000/images", screenId);
  uiContexts.set(key, made);
  return made;
}

const previewLabels = {
  dropped: (type: string, id: string) => `dropped ${type} ${id}`,
  replaced: (type: string, id: string) => `replaced ${type} ${id}`,
  dataFailed: (type: string, id: string) => `data failed ${type} ${id}`,
  renderFailed: (type: string, id: string) => `render failed ${type} ${id}`,
};

export interface LayoutRenderOptions {
  ctx: RenderContext;
  /** The page's route values (content pages); none by default, as on home and landing pages. */
  route?: RouteData;
  content?: ContentSource;
  /** Preview mode (the studio's frame): marks where invalid blocks were dropped or replaced. */
  preview?: boolean;
  /** More of the render's environment: live-render resolvers (profiles, progress, history), `inPlace`, preview marks. */
  env?: Partial<Omit<RenderEnv, "ctx" | "ui" | "data" | "pointers">>;
  onError?: (error: unknown) => void;
}

export type LayoutRender =
  /** What the runtime refuses whole (a screen-level problem, an invalid critical block): the "unavailable" page. */
  | { kind: "refused"; problems: Problem[] }
  /** Rendered; `dropped` blocks were invalid and left out or replaced by their fallback, each reported. */
  | { kind: "rendered"; html: string; dropped: number };

/**
 * One layout as a page renders it (app/_shell/screenPage.tsx): validated and sanitised, `visibleWhen` applied, data
 * sources resolved from memory, modules given the route's values, rendered to HTML with the registry.
 */
export async function renderLayout(doc: unknown, options: LayoutRenderOptions): Promise<LayoutRender> {
  const result = sanitizeScreen(doc);
  if (!result.ok) return { kind: "refused", problems: result.problems };
  const { ctx: context, route = noRoute } = options;
  const screen = visibleScreen(result.screen, context);
  const data = new ScreenData(options.content ?? memoryContent, { locale: context.locale, country: context.country }, route);
  data.prefetch(screen.blocks);
  const env: RenderEnv = {
    moduleContext: { ...dataModuleContext(data), route: route.values },
    ...(options.preview ? { preview: { marks: marksByList(result.dropped), labels: previewLabels } } : {}),
    ...options.env,
    ctx: context,
    ui: uiFor(context.locale, context.screenId),
    data,
    pointers: blockPointers(doc),
  };
  return { kind: "rendered", html: await renderStatic(<ScreenView screen={screen} env={env} />, options.onError), dropped: result.dropped.length };
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
  preload.prefetch(blocks);
  const items = new Map<string, ContentItem[]>();
  for (const block of blocks) items.set(block.id, (await preload.itemsFor(block)) ?? []);

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
