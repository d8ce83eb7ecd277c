import type { BannerBlock } from "@/screens-schema/types";
import { ActionControl } from "../actions/ActionControl";
import { resolveImageUrl } from "../image/imageSources";
import { defaultResolution, imageSize } from "../tokens";
import type { BlockViewProps } from "../ui-context";
import { BannerBody, BannerImage, BannerRoot, BannerText, BannerTitle } from "./BannerView.styles";

/** A banner's picture is a hero-type image: its size at the default resolution reserves its box before it loads. */
const bannerImage = imageSize("hero", defaultResolution);

/** Server component; its CTA is a link, or a client button for open-dialog/track (see ActionControl). */
export function BannerView({ block, rootProps, ui }: BlockViewProps<BannerBlock>) {
  const tone = block.tone ?? "promo";
  const imageUrl = block.image ? resolveImageUrl(ui.imageUrl(block.image.src), defaultResolution) : null;
  const headingId = `banner-${block.id}-title`;
  return (
    <BannerRoot {...rootProps} $tone={tone} data-tone={tone} aria-labelledby={headingId}>
      {block.image && imageUrl ? (
        <BannerImage
          src={imageUrl}
          alt={ui.text(block.image.alt)}
          width={bannerImage.width}
          height={bannerImage.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <BannerText>
        <BannerTitle id={headingId}>{ui.text(block.title)}</BannerTitle>
        {block.body ? <BannerBody>{ui.text(block.body)}</BannerBody> : null}
      </BannerText>
      {block.cta ? (
        <ActionControl action={block.cta.action} label={ui.text(block.cta.label)} ui={ui} click={block.analytics?.click} />
      ) : null}
    </BannerRoot>
  );
}
