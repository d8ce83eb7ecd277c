import type { ImageBlock } from "@/screens-schema/types";
import { defaultResolution } from "../tokens";
import type { BlockViewProps } from "../ui-context";
import { resolveImageUrl } from "./imageSources";
import { ImageRoot } from "./ImageView.styles";

/** A layout image. Its box keeps the declared size even when the URL is unusable (then no `<img>` at all). */
export function ImageView({ block, rootProps, ui }: BlockViewProps<ImageBlock>) {
  const alt = ui.text(block.alt);
  const url = resolveImageUrl(ui.imageUrl(block.src), defaultResolution);
  const image = url ? (
    // oxlint-disable-next-line nextjs/no-img-element -- layout images come from the image service or the app as-is
    <img src={url} width={block.width} height={block.height} alt={alt} loading="lazy" decoding="async" />
  ) : null;
  return (
    <ImageRoot {...rootProps} $ratio={`${block.width} / ${block.height}`} $width={block.width}>
      {block.action ? (
        <a href={ui.href(block.action.to)} aria-label={image ? undefined : alt}>
          {image}
        </a>
      ) : (
        image
      )}
    </ImageRoot>
  );
}
