import type { SectionHeaderBlock } from "@/screens-schema/types";
import { seeAllLink } from "../rail/RailView";
import type { BlockViewProps } from "../ui-context";
import { HeaderRoot, Heading, Subtitle, Titles } from "./SectionHeaderView.styles";

export function SectionHeaderView({ block, rootProps, ui }: BlockViewProps<SectionHeaderBlock>) {
  const title = ui.text(block.title);
  const seeAll = seeAllLink(block.seeAll, title, ui);
  return (
    <HeaderRoot {...rootProps}>
      <Titles>
        <Heading as={block.level === 3 ? "h3" : "h2"}>{title}</Heading>
        {block.subtitle ? <Subtitle>{ui.text(block.subtitle)}</Subtitle> : null}
      </Titles>
      {seeAll ? (
        <a className="see-all" href={seeAll.href} aria-label={seeAll.ariaLabel}>
          {seeAll.label}
        </a>
      ) : null}
    </HeaderRoot>
  );
}
