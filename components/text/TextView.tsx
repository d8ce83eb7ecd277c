import type { TextBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";
import { TextRoot, type TextVariant } from "./TextView.styles";

const elements = { headline: "h1", title: "h2", body: "p", caption: "small" } as const satisfies Record<TextVariant, string>;

/**
 * Layout text is plain text (never HTML): React escapes it, so markup in a layout shows as characters.
 * `visuallyHidden` keeps it for screen readers only (a page's main heading where its pictures speak for it).
 */
export function TextView({ block, rootProps, ui }: BlockViewProps<TextBlock>) {
  const variant = block.variant ?? "body";
  return (
    <TextRoot
      {...rootProps}
      as={elements[variant]}
      className={block.visuallyHidden ? "visually-hidden" : undefined}
      $variant={variant}
      $align={block.align ?? "start"}
    >
      {ui.text(block.text)}
    </TextRoot>
  );
}
