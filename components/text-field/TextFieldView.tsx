import type { TextFieldBlock } from "@/screens-schema/generated/types";
import { fieldText } from "../form/fieldText";
import { TextInput } from "../form/TextInput";
import type { BlockViewProps } from "../ui-context";

/** A single-line text field; its strings are resolved here, its value lives in the form's runtime. */
export function TextFieldView({ block, rootProps, ui }: BlockViewProps<TextFieldBlock>) {
  return (
    <TextInput
      {...fieldText(block, ui, rootProps)}
      type="text"
      {...(block.autocomplete ? { autocomplete: block.autocomplete } : {})}
    />
  );
}
