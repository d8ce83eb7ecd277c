import type { StackBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";
import { StackRoot } from "./StackView.styles";

export function StackView({ block, rootProps, children }: BlockViewProps<StackBlock>) {
  return (
    <StackRoot
      {...rootProps}
      $direction={block.direction ?? "vertical"}
      $gap={block.gap ?? "medium"}
      $align={block.align ?? "stretch"}
    >
      {children}
    </StackRoot>
  );
}
