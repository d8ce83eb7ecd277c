/** The layout strings of a field, resolved on the server into the plain props client inputs take. */
import type { FieldBlock } from "@/domain/forms/fieldSpecs";
import type { BlockRootProps, UiContext } from "../ui-context";

export interface FieldText {
  blockId: string;
  name: string;
  label: string;
  placeholder?: string;
  help?: string;
  required: boolean;
  rootProps: BlockRootProps;
}

export function fieldText(block: FieldBlock, ui: UiContext, rootProps: BlockRootProps): FieldText {
  const placeholder = "placeholder" in block && block.placeholder ? ui.text(block.placeholder) : undefined;
  return {
    blockId: block.id,
    name: block.name,
    label: ui.text(block.label),
    ...(placeholder === undefined ? {} : { placeholder }),
    ...(block.help ? { help: ui.text(block.help) } : {}),
    required: block.rules?.required !== undefined,
    rootProps,
  };
}
