import type { ButtonBlock } from "@/screens-schema/types";
import { ActionControl } from "../actions/ActionControl";
import type { BlockViewProps } from "../ui-context";

/** The control itself is the block's root, so rootProps go straight onto the link or button. */
export function ButtonView({ block, rootProps, ui }: BlockViewProps<ButtonBlock>) {
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
