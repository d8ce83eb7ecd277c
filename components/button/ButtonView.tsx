import type { ButtonBlock } from "@/screens-schema/types";
import { ActionControl } from "../actions/ActionControl";
import type { BlockViewProps } from "../ui-context";
import { isShownAt } from "./shownFor";

/** The control itself is the block's root, so rootProps go straight onto the link or button. */
export function ButtonView({ block, rootProps, ui }: BlockViewProps<ButtonBlock>) {
  if (block.hideOnTarget === true && block.action.type === "navigate" && isShownAt(block.action.to)) return null;
  return (
    <ActionControl
      action={block.action}
      label={ui.text(block.label)}
      ui={ui}
      variant={block.variant ?? "primary"}
      rootProps={rootProps}
      click={block.analytics?.click}
    />
  );
}
