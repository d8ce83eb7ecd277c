import type { CheckboxBlock } from "@/screens-schema/generated/types";
import { CheckboxInput } from "../form/CheckboxInput";
import { fieldText } from "../form/fieldText";
import type { BlockViewProps } from "../ui-context";

/** A check box, e.g. a marketing consent (subscribeToPromotion); consents start unchecked. */
export function CheckboxView({ block, rootProps, ui }: BlockViewProps<CheckboxBlock>) {
  return <CheckboxInput {...fieldText(block, ui, rootProps)} defaultChecked={block.defaultChecked ?? false} />;
}
