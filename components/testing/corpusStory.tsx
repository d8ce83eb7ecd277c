/**
 * Stories made from blocks of the layout corpus: the block is picked and validated by corpus.ts, drawn by
 * the registry's own component (stack children and modules included), and fed sample data (sampleData.ts) when
 * it is data-bound, since layouts name data sources rather than items.
 */
import type { StoryObj } from "@storybook/nextjs-vite";
import { createElement, type ReactNode } from "react";
import type { Locale } from "@/domain/types";
import { viewOf } from "@/renderer/registry";
import type { Block, BlockType, ModuleBlock } from "@/screens-schema/types";
import type { UiContext } from "../ui-context";
import { pickBlock, type CorpusLayout, type Twin } from "./corpus";
import { sampleData } from "./sampleData";
import { storyUi } from "./storyUi";

/** Modules are hand-written app code (the player, sports centre); the catalogue shows where one goes. */
function ModuleStandIn({ block, ui }: { block: ModuleBlock; ui: UiContext }) {
  const props = Object.entries(block.props ?? {}).map(([key, value]) => `${key}: ${String(value)}`);
  return (
    <div
      dir={ui.dir}
      style={{ padding: 24, border: "1px dashed var(--color-border)", borderRadius: "var(--radius-m)", color: "var(--color-text-muted)" }}
    >
      <strong>module: {block.module}</strong>
      {props.length > 0 ? <div>{props.join(" · ")}</div> : null}
    </div>
  );
}

/** One block as the renderer draws it, without data fetching or error boundaries. */
export function BlockPreview({ block, ui }: { block: Block; ui: UiContext }): ReactNode {
  let children: ReactNode;
  if (block.type === "stack" || block.type === "form") {
    children = block.children.map((child) => <BlockPreview key={child.id} block={child} ui={ui} />);
  } else if (block.type === "module") {
    children = <ModuleStandIn block={block} ui={ui} />;
  }
  // A lookup in the static registry, as the renderer's BlockNode does.
  return createElement(
    viewOf(block.type),
    {
      block,
      rootProps: { "data-block": block.type, "data-block-id": block.id },
      ui,
      ...sampleData(block, ui.locale),
    },
    children,
  );
}

const localeOfTwin: Record<Twin, Locale> = { ltr: "en", rtl: "ar" };
const languageName: Record<Locale, string> = { ar: "Arabic, right to left", en: "English", fr: "French" };

/**
 * A story showing block `id` (or the first block of `type`) of a corpus layout: the plain fixture in English,
 * the `-rtl` twin in Arabic. Its docs entry says which file and JSON pointer it came from and shows the JSON.
 */
export function corpusStory<K extends BlockType>(type: K, layout: CorpusLayout, twin: Twin, id?: string): StoryObj {
  const { block, file, pointer } = pickBlock(type, layout, twin, id);
  const locale = localeOfTwin[twin];
  const source = JSON.stringify(block, null, 2);
  return {
    globals: { locale },
    parameters: {
      docs: {
        description: {
          story: `\`${block.id}\` from \`${file}\` at \`${pointer}\`, in ${languageName[locale]}.\n\n\`\`\`json\n${source}\n\`\`\``,
        },
      },
    },
    render: (_args, { globals }) => <BlockPreview block={block} ui={storyUi(globals)} />,
  };
}
