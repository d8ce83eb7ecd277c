import type { PasswordFieldBlock } from "@/screens-schema/generated/types";
import { fieldText } from "../form/fieldText";
import { TextInput } from "../form/TextInput";
import type { BlockViewProps } from "../ui-context";

/** A password field with a show/hide toggle (unless `showToggle` is false); autofill defaults to current-password. */
export function PasswordFieldView({ block, rootProps, ui }: BlockViewProps<PasswordFieldBlock>) {
  return (
    <TextInput
      {...fieldText(block, ui, rootProps)}
      type="password"
      autocomplete={block.autocomplete ?? "current-password"}
      {...(block.showToggle === false ? {} : { toggleLabel: ui.t("form.password.show") })}
    />
  );
}
