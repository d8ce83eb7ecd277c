/** A screen's blocks, in order, each in its own boundary; in preview mode, marks where blocks were dropped. */
import type { Screen } from "@/screens-schema/types";
import { BlockNode } from "./BlockNode";
import { withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";

export function ScreenView({ screen, env }: { screen: Screen; env: RenderEnv }) {
  return (
    <div data-screen={screen.id} data-screen-layout={screen.layout ?? "default"} data-screen-width={screen.width ?? "full"}>
      {withPreviewMarks(screen.blocks, "/blocks", env, (block) => (
        <BlockNode key={block.id} block={block} env={env} />
      ))}
    </div>
  );
}
