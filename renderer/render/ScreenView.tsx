/**
 * A screen's blocks, in order, each in its own boundary; in preview mode, marks where blocks were dropped.
 *
 * The first screenful renders in place (issue 10): the first `firstScreenBlocks` top-level blocks are part of
 * the document's first HTML, where the browser paints them at once, the hero's first slide included. The
 * blocks after them stream in behind it, each in its own Suspense boundary (BlockNode), below the first
 * screen: they never move what the viewer already sees, and a slow rail down the page never holds up the top.
 */
import type { Screen } from "@/screens-schema/types";
import { BlockNode } from "./BlockNode";
import { withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";

/**
 * How many top-level blocks fill a first screen: the hero, a banner and two rails cover a phone's and a
 * desktop's first viewport (measured in Lighthouse's mobile and desktop presets, `npm run bench`).
 */
export const firstScreenBlocks = 4;

export function ScreenView({ screen, env }: { screen: Screen; env: RenderEnv }) {
  const inPlace: RenderEnv = { ...env, inPlace: true };
  const index = new Map(screen.blocks.map((block, i) => [block.id, i]));
  return (
    <div data-screen={screen.id} data-screen-layout={screen.layout ?? "default"} data-screen-width={screen.width ?? "full"}>
      {withPreviewMarks(screen.blocks, "/blocks", env, (block) => (
        <BlockNode key={block.id} block={block} env={(index.get(block.id) ?? firstScreenBlocks) < firstScreenBlocks ? inPlace : env} />
      ))}
    </div>
  );
}
