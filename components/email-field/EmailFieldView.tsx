import type { EmailFieldBlock } from "@/screens-schema/generated/types";
import { fieldText } from "../form/fieldText";
import { TextInput } from "../form/TextInput";
import type { BlockViewProps } from "../ui-context";

/** An email field: type email and autofill `email` unless the layout says otherwise. */
export function EmailFieldView({ block, rootProps, ui }: BlockViewProps<EmailFieldBlock>) {
  return <TextInput {...fieldText(block, ui, rootProps)} type="email" autocomplete={block.autocomplete ?? "email"} />;
}
