import { createElement, type ComponentProps } from "react";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { RenderContext } from "@/domain/types";
import { sanitizeScreen } from "@/screens-schema/validator";
import { blockPointers } from "../blockPointers";
import type { ContentSource } from "../data/ScreenData";
import { testEnv } from "./testEnv";
import { setReportSink, type Report } from "../report";
import { ScreenView } from "./ScreenView";

/**
 * In the server build a client part is a client reference: the renderer's walk (serverTree.ts) leaves it to React,
 * which renders it only while writing the HTML. The unit tests' eager parts are plain functions the walk would call,
 * so here the dialog button is marked as a client reference, as Next builds it.
 */
vi.mock("@/components/clientParts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/clientParts")>();
  const DialogButton = (props: ComponentProps<typeof actual.DialogButton>) => createElement(actual.DialogButton, props);
  Reflect.set(DialogButton, "$$typeof", Symbol.for("react.client.reference"));
  return { ...actual, DialogButton };
});

const ctx: RenderContext = { locale: "en", dir: "ltr", userType: "anonymous", profileKind: "adult", platform: "WEB", country: "JO", webView: false, ageLimit: null, screenId: "qa-dialog" };
const none = async () => [];
const content: ContentSource = {
  productsByIds: none,
  filter: none,
  carousel: async (id) => ({ id, title: id, items: [] }),
  liveChannels: none,
  liveEvents: async () => ({ items: [], total: 0 }),
  search: async (request) => ({ items: [], page: request.page, size: request.size, total: 0 }),
  filterPage: async (filter) => ({ items: [], page: filter.page, size: filter.size, total: 0 }),
  product: async () => undefined,
  seasons: none,
  related: none,
};

let reports: Report[] = [];
beforeEach(() => {
  reports = [];
  setReportSink((entry) => reports.push(entry));
});
afterEach(() => setReportSink(undefined));

describe("a layout text that is not a string, given to a client part (issue 27, found by the bench's fuzz run)", () => {
  test("fails its block only: the page renders in place, the block is reported with its pointer", async () => {
    // i18next takes the text's params as options: `returnObjects` makes the label the object of keys under home.rails.
    const layout = {
      schemaVersion: "1.0",
      id: "qa-dialog",
      title: { en: "x", ar: "x", fr: "x" },
      blocks: [
        { type: "text", id: "before", text: { en: "Before", ar: "قبل", fr: "Avant" } },
        { type: "button", id: "language", label: { key: "home.rails", params: { returnObjects: "yes" } }, action: { type: "open-dialog", dialog: "language" } },
        { type: "text", id: "after", text: { en: "After", ar: "بعد", fr: "Après" } },
      ],
    };
    const sanitized = sanitizeScreen(layout);
    if (!sanitized.ok) throw new Error("the layout must be valid: the schema cannot tell what a key resolves to");
    const env = { ...testEnv(ctx, content, blockPointers(layout)), inPlace: true };
    const { prelude } = await prerender(<ScreenView screen={sanitized.screen} env={env} />);
    const html = await new Response(prelude).text();
    expect(html).toContain('data-block-id="before"');
    expect(html).toContain('data-block-id="after"');
    expect(html).not.toContain('data-block-id="language"');
    expect(reports).toEqual([expect.objectContaining({ level: "error", code: "block-render-failed", pointer: "/blocks/1", blockId: "language", blockType: "button" })]);
    expect(reports[0]?.message).toContain('Objects are not valid as a React child (found: object with keys {continueWatching');
    expect(reports[0]?.message).toContain('for the text "home.rails"');
  });
});
