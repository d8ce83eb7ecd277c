import type { SelectBlock } from "@/screens-schema/generated/types";
import { fieldText } from "../form/fieldText";
import { SelectInput } from "../form/SelectInput";
import type { BlockViewProps } from "../ui-context";

/** A drop-down list; option labels are layout Text, resolved here. */
export function SelectView({ block, rootProps, ui }: BlockViewProps<SelectBlock>) {
  return (
    <SelectInput
      {...fieldText(block, ui, rootProps)}
      options={block.options.map((option) => ({ value: option.value, label: ui.text(option.label) }))}
      defaultValue={block.defaultValue ?? ""}
      {...(block.autocomplete ? { autocomplete: block.autocomplete } : {})}
    />
  );
}
