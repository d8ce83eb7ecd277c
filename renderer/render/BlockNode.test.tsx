import { readFileSync } from "node:fs";
import { prerender } from "react-dom/static";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { contentItems } from "@/components/testing/contentItems";
import type { RenderContext } from "@/domain/types";
import { ServiceError } from "@/adapters/http/ServiceError";
import { sanitizeScreen } from "@/screens-schema/validator";
import { blockPointers } from "../blockPointers";
import type { ContentSource } from "../data/ScreenData";
import { testEnv } from "./testEnv";
import { setReportSink, type Report } from "../report";
import { ScreenView } from "./ScreenView";

const ctx: RenderContext = {
  locale: "en",
  dir: "ltr",
  userType: "anonymous",
  profileKind: "adult",
  platform: "WEB",
  country: "JO",
  webView: false,
  ageLimit: null,
  screenId: "qa-isolation",
};

const content: ContentSource = {
  productsByIds: async () => [],
  filter: async () => [],
  carousel: async (id) => ({ id, title: id, items: contentItems("en").slice(0, 3) }),
  liveChannels: async () => [],
  liveEvents: async () => ({ items: [], total: 0 }),
  search: async (request) => ({ items: [], page: request.page, size: request.size, total: 0 }),
  filterPage: async (filter) => ({ items: [], page: filter.page, size: filter.size, total: 0 }),
  product: async () => undefined,
  seasons: async () => [],
  related: async () => [],
};

/**
 * The e2e suite's layout (loaded into the services through EXTRA_SCREENS_DIR), so both layers test the same
 * document. Its broken blocks hold `{ "key": "home.rails", "params": { "returnObjects": "yes" } }`: the
 * params reach i18next as options, so the text comes back as an object (the group of keys under
 * `home.rails`) where the view expects a string. A layout the schema accepts and the view cannot draw.
 */
const doc: unknown = JSON.parse(readFileSync(new URL("../../tests/e2e/screens/qa-isolation.json", import.meta.url), "utf8"));

async function render(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

async function renderScreen(): Promise<string> {
  const sanitized = sanitizeScreen(doc);
  if (!sanitized.ok) throw new Error("the test layout must be valid: the point is a layout the schema accepts");
  const env = testEnv(ctx, content, blockPointers(doc));
  return render(<ScreenView screen={sanitized.screen} env={env} />);
}

let reports: Report[] = [];
beforeEach(() => {
  reports = [];
  setReportSink((entry) => reports.push(entry));
});
afterEach(() => setReportSink(undefined));

describe("a block whose view throws during the server render", () => {
  test("is caught on the server: the other blocks render, and the HTML has no hole for the browser to fill", async () => {
    const html = await renderScreen();
    for (const id of ["before", "trending", "inside-before", "inside-after", "after"]) expect(html).toContain(`data-block-id="${id}"`);
    for (const id of ["broken-text", "broken-header", "broken-inside"]) expect(html).not.toContain(`data-block-id="${id}"`);
    // React marks a Suspense boundary it gave up on with <!--$!-->; the browser would render that block again.
    expect(html).not.toContain("<!--$!-->");
  });

  test("is replaced by its fallback when it has one", async () => {
    const html = await renderScreen();
    expect(html).toContain('data-block-id="broken-text-fallback"');
    expect(html).toContain("Fallback for the text");
  });

  test("is reported once, with level, code, screen id and JSON pointer", async () => {
    await renderScreen();
    expect(reports).toEqual([
      expect.objectContaining({ level: "error", code: "block-render-failed", screenId: "qa-isolation", pointer: "/blocks/1", blockId: "broken-text", replacedByFallback: true }),
      expect.objectContaining({ level: "error", code: "block-render-failed", screenId: "qa-isolation", pointer: "/blocks/2", blockId: "broken-header", replacedByFallback: false }),
      expect.objectContaining({ level: "error", code: "block-render-failed", screenId: "qa-isolation", pointer: "/blocks/4/children/1", blockId: "broken-inside" }),
    ]);
    expect(reports[0]?.message).toContain("Objects are not valid as a React child");
  });
});

describe("a block whose data source fails", () => {
  test("is reported as data-source-failed, with the service's own failure beside it", async () => {
    const failing: ContentSource = {
      ...content,
      carousel: async () => {
        throw new ServiceError({ service: "content", path: "/editorial/carousel", code: "http-status", status: 404, message: "content /editorial/carousel: status 404" });
      },
    };
    const layout = {
      schemaVersion: "1.0",
      id: "qa-data",
      title: { ar: "x", en: "x", fr: "x" },
      blocks: [{ type: "rail", id: "gone", tileStyle: "poster", source: { kind: "editorial-carousel", carouselId: "gone" } }],
    };
    const sanitized = sanitizeScreen(layout);
    if (!sanitized.ok) throw new Error("the test layout must be valid");
    const env = testEnv(ctx, failing, blockPointers(layout));
    const html = await render(<ScreenView screen={sanitized.screen} env={env} />);
    expect(html).not.toContain('data-block-id="gone"');
    expect(reports).toEqual([
      expect.objectContaining({ level: "error", code: "data-source-failed", pointer: "/blocks/0", blockId: "gone", service: "content", status: 404, failure: "http-status" }),
    ]);
  });
});

describe("a module placed where its page cannot give it what it needs (issue 27)", () => {
  test("the player on a landing page (no title to play) is reported once and dropped; the page renders", async () => {
    const landing = {
      schemaVersion: "1.0",
      id: "ramadan",
      title: { en: "Ramadan", ar: "رمضان", fr: "Ramadan" },
      blocks: [
        { type: "text", id: "before", variant: "headline", text: { en: "Before", ar: "قبل", fr: "Avant" } },
        { type: "module", id: "stray-player", module: "player" },
        { type: "text", id: "after", text: { en: "After", ar: "بعد", fr: "Après" } },
      ],
    };
    const sanitized = sanitizeScreen(landing);
    if (!sanitized.ok) throw new Error("the layout must be valid: a module block the schema accepts anywhere");
    const env = testEnv({ ...ctx, screenId: "ramadan" }, content, blockPointers(landing));
    const html = await render(<ScreenView screen={sanitized.screen} env={env} />);
    expect(html).toContain('data-block-id="before"');
    expect(html).toContain('data-block-id="after"');
    expect(html).not.toContain('data-block-id="stray-player"');
    expect(reports.filter((entry) => entry.code === "block-render-failed")).toEqual([
      expect.objectContaining({ level: "error", screenId: "ramadan", pointer: "/blocks/1", blockId: "stray-player", blockType: "module" }),
    ]);
  });
});
