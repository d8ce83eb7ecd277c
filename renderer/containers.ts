/** Blocks that hold other blocks in `children` (stack, form): visibility, data and rendering walk into them. */
import type { Block } from "@/screens-schema/types";

export type ContainerBlock = Extract<Block, { children: Block[] }>;

export function isContainer(block: Block): block is ContainerBlock {
  return block.type === "stack" || block.type === "form";
}
