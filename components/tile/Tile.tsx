/**
 * One content tile: a link to the item's page with its image, badges and title. Shared by rails, the tile
 * block and the client-side continue-watching rail, so it takes only serialisable data and a TileUi.
 */
import type { ContentItem } from "@/domain/types";
import type { TileStyle } from "@/screens-schema/types";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { Badge, defaultBadgeLabel, itemBadges, type BadgeVariant } from "../badge/Badge";
import { imageSources } from "../image/imageSources";
import { defaultResolution, imageSize, tileImageType } from "../tokens";
import type { TileUi } from "../ui-context";
import { Badges, Caption, Media, ProgressBar, TileLink, Title } from "./Tile.styles";

export interface TileProgress {
  /** 0..1 of the duration watched. */
  ratio: number;
  /** Accessible description, e.g. "40% watched". */
  label: string;
  /** Visible caption, e.g. "12 minutes left". */
  caption?: string;
}

export interface TileProps {
  item: ContentItem;
  tileStyle: TileStyle;
  ui: TileUi;
  /** The `sizes` attribute, from the slides shown per breakpoint. */
  sizes: string;
  showTitle?: boolean;
  /** Above-the-fold tiles load eagerly; all others lazily. */
  aboveFold?: boolean;
  progress?: TileProgress;
}

function badgesFor(item: ContentItem, tileStyle: TileStyle): BadgeVariant[] {
  const list = itemBadges(item);
  if (tileStyle === "live-channel" && !list.includes("live")) list.unshift("live");
  return list;
}

function EpisodeLabel({ item, ui }: { item: ContentItem; ui: TileUi }) {
  if (!item.episode) return null;
  const params = { season: item.episode.seasonNumber, episode: item.episode.episodeNumber };
  return (
    <Caption>
      <span aria-hidden="true">{ui.t("tile.episode", params)}</span>
      <VisuallyHidden>{ui.t("tile.episodeLong", params)}</VisuallyHidden>
    </Caption>
  );
}

function Progress({ progress }: { progress: TileProgress }) {
  const percent = Math.round(progress.ratio * 100);
  return (
    <ProgressBar max={100} value={percent} aria-label={progress.label}>
      {progress.label}
    </ProgressBar>
  );
}

export function Tile({ item, tileStyle, ui, sizes, showTitle = true, aboveFold = false, progress }: TileProps) {
  const imageType = tileImageType[tileStyle];
  const box = imageSize(imageType, defaultResolution);
  const image = imageSources(item.images[imageType], imageType);
  const badges = badgesFor(item, tileStyle);
  return (
    <TileLink href={ui.href(item.href)} data-tile-style={tileStyle}>
      <Media $ratio={`${box.width} / ${box.height}`} $logo={tileStyle === "live-channel"}>
        {image ? (
          // oxlint-disable-next-line nextjs/no-img-element -- srcset comes from the image service's own sizes; no Next optimizer in between
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={image.width}
            height={image.height}
            alt={item.title}
            loading={aboveFold ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        {badges.length > 0 ? (
          <Badges>
            {badges.map((variant) => (
              <Badge key={variant} variant={variant} label={defaultBadgeLabel(variant, ui)} />
            ))}
          </Badges>
        ) : null}
        {progress ? <Progress progress={progress} /> : null}
      </Media>
      {tileStyle === "episode" ? <EpisodeLabel item={item} ui={ui} /> : null}
      {showTitle ? <Title>{item.title}</Title> : image ? null : <VisuallyHidden>{item.title}</VisuallyHidden>}
      {progress?.caption ? <Caption>{progress.caption}</Caption> : null}
    </TileLink>
  );
}
