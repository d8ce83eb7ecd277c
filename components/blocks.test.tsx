// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { blockTypes, type Block, type BlockType } from "@/screens-schema/types";
import * as fixtures from "./testing/blockFixtures";
import { corpusBlocksOfType, exampleBlock } from "./testing/corpus";
import { BlockPreview } from "./testing/corpusStory";
import { createTestUi } from "./testing/createTestUi";

afterEach(cleanup);

const uis = { en: createTestUi("en"), ar: createTestUi("ar") };

/**
 * Blocks that render nothing on the server by design, so they have no root to check: the continue-watching
 * rail is drawn in the browser from the viewer's own progress (ContinueWatchingRail.test.tsx).
 */
function drawnInTheBrowser(block: Block): boolean {
  return block.type === "rail" && block.source.kind === "continue-watching";
}

/** The schema's example and every block of the type in the layout corpus, both twins. */
function blocksOf(type: BlockType): Block[] {
  return [exampleBlock(type).block, ...corpusBlocksOfType(type).map((picked) => picked.block)].filter((block) => !drawnInTheBrowser(block));
}

/** The block-type and id attributes of the element the block rendered as its root. */
function rootMarks(block: Block, locale: "en" | "ar"): { block: string | null | undefined; id: string | null | undefined } {
  const { container, unmount } = render(<BlockPreview block={block} ui={uis[locale]} />);
  const root = container.firstElementChild;
  const marks = { block: root?.getAttribute("data-block"), id: root?.getAttribute("data-block-id") };
  unmount();
  return marks;
}

/** The block-type list comes from the schema: a new block type is covered here without touching this file. */
describe("every block type", () => {
  test.each([...blockTypes])("%s: each block's root element carries data-block and data-block-id", (type) => {
    const blocks = blocksOf(type);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const expected = { block: block.type, id: block.id };
      expect(rootMarks(block, "en"), `${block.type} "${block.id}" in English`).toEqual(expected);
      expect(rootMarks(block, "ar"), `${block.type} "${block.id}" in Arabic`).toEqual(expected);
    }
  });

  /** Each kind of action renders a different control (a link, a dialog button, a track button). */
  test.each([
    ["navigate", fixtures.buttonBlock],
    ["play", fixtures.playButtonBlock],
    ["open-dialog", fixtures.languageButtonBlock],
    ["track", fixtures.trackButtonBlock],
  ] as const)("button with a %s action: its root element carries data-block and data-block-id", (_, block) => {
    expect(rootMarks(block, "en")).toEqual({ block: "button", id: block.id });
  });
});
