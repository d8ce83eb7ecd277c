// @vitest-environment jsdom
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render } from "@testing-library/react";
import { isValidElement } from "react";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { blockTypes, type BlockType } from "@/screens-schema/types";

/**
 * Content teams browse the Storybook catalogue to see what they can place; a block without a story is
 * invisible there. Each block type needs its own catalogue page: exactly one stories file whose meta says it
 * documents that type (`parameters: blockDocs(type)`), with a story that actually draws a block of that type.
 * Another block's stories (a stack holding a badge) do not count.
 */
const components = join(process.cwd(), "components");

interface StoryFile {
  file: string;
  blockType: unknown;
  /** The file's stories, as their `render` functions with the story's globals. */
  stories: { name: string; render: () => unknown }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function storiesOf(exports: Record<string, unknown>): StoryFile["stories"] {
  return Object.entries(exports).flatMap(([name, story]) => {
    if (name === "default" || !isRecord(story) || typeof story.render !== "function") return [];
    const renderStory = story.render;
    const globals = isRecord(story.globals) ? story.globals : {};
    return [{ name, render: (): unknown => Reflect.apply(renderStory, undefined, [{}, { globals, args: {} }]) }];
  });
}

async function loadStoryFiles(): Promise<StoryFile[]> {
  const files = readdirSync(components, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".stories.tsx"));
  return Promise.all(
    files.map(async (file) => {
      const loaded: unknown = await import(/* @vite-ignore */ join(components, file));
      if (!isRecord(loaded)) throw new Error(`${file} is not a module`);
      const meta = loaded.default;
      const parameters = isRecord(meta) && isRecord(meta.parameters) ? meta.parameters : {};
      return { file, blockType: parameters.blockType, stories: storiesOf(loaded) };
    }),
  );
}

/** Whether one of the file's stories draws a block of `type` (its root carries `data-block`). */
function drawsBlock(storyFile: StoryFile, type: BlockType): boolean {
  return storyFile.stories.some((story) => {
    const element = story.render();
    if (!isValidElement(element)) return false;
    const { container, unmount } = render(element);
    const found = container.querySelector(`[data-block="${type}"]`) !== null;
    unmount();
    return found;
  });
}

let storyFiles: StoryFile[] = [];
beforeAll(async () => {
  // Interactive stories log what jsdom lacks (media queries, layout); not what this test is about.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  storyFiles = await loadStoryFiles();
}, 60_000);
afterAll(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the block catalogue", () => {
  test.each([...blockTypes])("has its own stories file for the %s block, with a story that draws one", (type) => {
    const own = storyFiles.filter((storyFile) => storyFile.blockType === type);
    expect(own.map((storyFile) => storyFile.file)).toHaveLength(1);
    const [page] = own;
    expect(page && drawsBlock(page, type), `a story in ${page?.file ?? "?"} draws a ${type} block`).toBe(true);
  });

  test("every stories file that says it documents a block type names one the schema has", () => {
    const declared = storyFiles.flatMap((storyFile) => (storyFile.blockType === undefined ? [] : [storyFile.blockType]));
    expect(declared.filter((type) => !blockTypes.some((known) => known === type))).toEqual([]);
  });
});
