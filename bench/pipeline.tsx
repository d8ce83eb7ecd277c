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
import { ScreenData } from "@/renderer/data/ScreenData";
import { createUiContext } from "@/renderer/i18n/uiContext";
import { firstScreenBlocks, ScreenView } from "@/renderer/render/ScreenView";
import { setReportSink } from "@/renderer/report";
import { blockPointers } from "@/renderer/blockPointers";
import { visibleScreen } from "@/renderer/visibleWhen";
import type { Block } from "@/screens-schema/types";
import { maxBlocksPerScreen, sanitizeScreen, validateScreen } from "@/screens-schema/validator";
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

async function renderStatic(node: ReactNode): Promise<string> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(node));
    return (await new Response(prelude).text()) + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

async function pipeline(doc: unknown): Promise<string> {
  const result = sanitizeScreen(doc);
  if (!result.ok) throw new Error("the home fixture is invalid");
  const screen = visibleScreen(result.screen, ctx);
  const data = new ScreenData(memoryContent, call);
  data.prefetch(screen.blocks);
  return renderStatic(<ScreenView screen={screen} env={{ ctx, ui, data, pointers: blockPointers(doc) }} />);
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
