import { styled } from "styled-components";
import type { ModuleBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";

const ModuleRoot = styled.section`
  display: block;
  min-inline-size: 0;
`;

/** Where a hand-written module (player, sports, payments) sits; the renderer resolves it and passes it as children. */
export function ModuleSlotView({ block, rootProps, children }: BlockViewProps<ModuleBlock>) {
  return (
    <ModuleRoot {...rootProps} data-module={block.module}>
      {children}
    </ModuleRoot>
  );
}
