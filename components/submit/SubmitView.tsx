import type { SubmitBlock } from "@/screens-schema/generated/types";
import { SubmitButton } from "../form/SubmitButton";
import type { BlockViewProps } from "../ui-context";

/** The button that submits the enclosing form. */
export function SubmitView({ block, rootProps, ui }: BlockViewProps<SubmitBlock>) {
  return <SubmitButton rootProps={rootProps} label={ui.text(block.label)} busyLabel={ui.t("form.submitting")} />;
}
