/** A screen's blocks, in order, each in its own boundary. */
import type { Screen } from "@/screens-schema/types";
import { BlockNode } from "./BlockNode";
import type { RenderEnv } from "./RenderEnv";

export function ScreenView({ screen, env }: { screen: Screen; env: RenderEnv }) {
  return (
    <div data-screen={screen.id} data-screen-layout={screen.layout ?? "default"}>
      {screen.blocks.map((block) => (
        <BlockNode key={block.id} block={block} env={env} />
      ))}
    </div>
  );
}
