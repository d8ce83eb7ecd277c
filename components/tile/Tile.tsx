/**
 * One content tile: a link to the item's page with its image, badges and title. Shared by rails, the tile
 * block and the client-side continue-watching rail, so it takes only serialisable data and a TileUi.
 * Plain elements with `tile__*` classes, styled once by theme/global.css.
 */
import { isTitleKind } from "@/domain/contentPath";
import type { ContentItem } from "@/domain/types";
import type { TileActions, TileStyle } from "@/screens-schema/types";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { Badge, defaultBadgeLabel, itemBadges, type BadgeVariant } from "../badge/Badge";
import { imageSources } from "../image/imageSources";
import { tileImageType } from "../tokens";
import type { TileUi } from "../ui-context";
import { Countdown, TileMyListToggle } from "../clientParts";

export interface TileProgress {
  /** 0..1 of the duration watched. */
  ratio: number;
  /** Accessible description, e.g. "40% watched". */
  label: string;
  /** Visible caption, e.g. "12 minutes left". */
  caption?: string;
}

/** A tile's progress bar from the share of it the profile has watched (0..1); none before it was started. */
export function watchedProgress(ratio: number | undefined, ui: Pick<TileUi, "t">): TileProgress | undefined {
  if (ratio === undefined || ratio <= 0) return undefined;
  return { ratio, label: ui.t("continueWatching.progress", { percent: Math.round(ratio * 100) }) };
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
  /**
   * A signed-in viewer's page whose block keeps the `my-list` tile action: a title's tile gets the My List toggle
   * (components/my-list/TileMyListToggle.tsx), beside its link in a `tile-frame`.
   */
  myList?: boolean;
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
    <span className="tile__caption">
      <span aria-hidden="true">{ui.t("tile.episode", params)}</span>
      <VisuallyHidden>{ui.t("tile.episodeLong", params)}</VisuallyHidden>
    </span>
  );
}

/**
 * A live event's line under its title (issue 30 §2): while it is coming soon, "Starting soon" from the server,
 * then a countdown ticking in the browser (which also says when it has started); "Replay" once it is over and has
 * one. The state is the service's as of the reply (a list is cached for a minute at most; the event's own page
 * decides by its start against its own clock).
 */
function EventCaption({ event, ui }: { event: NonNullable<ContentItem["liveEvent"]>; ui: TileUi }) {
  if (event.state === "replay") return <span className="tile__caption">{ui.t("tile.replay")}</span>;
  if (event.state !== "coming-soon") return null;
  const labels = { startsIn: ui.t("tile.startsIn", { time: "{{time}}" }), started: ui.t("tile.startedLive") };
  return (
    <span className="tile__caption">
      <Countdown startsAt={event.startsAt} display={{ locale: ui.locale }} text={ui.t("tile.startsSoon")} labels={labels} />
    </span>
  );
}

function Progress({ progress }: { progress: TileProgress }) {
  const percent = Math.round(progress.ratio * 100);
  return (
    <progress className="tile__progress" max={100} value={percent} aria-label={progress.label}>
      {progress.label}
    </progress>
  );
}

/** Whether a block's tiles get the My List toggle: a signed-in viewer's page, and the block keeps the action (the default). */
export function tilesKeepMyList(block: { tileActions?: TileActions }, signedIn: boolean | undefined): boolean {
  return signedIn === true && (block.tileActions ?? ["my-list"]).includes("my-list");
}

export function Tile(props: TileProps) {
  const { item, ui } = props;
  if (!props.myList || !isTitleKind(item.kind)) return <TileLink {...props} />;
  const labels = {
    add: ui.t("myList.addTitle", { title: item.title }),
    remove: ui.t("myList.removeTitle", { title: item.title }),
    added: ui.t("myList.added"),
    removed: ui.t("myList.removed"),
    failed: ui.t("myList.failed"),
  };
  return (
    <div className="tile-frame">
      <TileLink {...props} />
      <TileMyListToggle contentId={item.id} labels={labels} />
    </div>
  );
}

function TileLink({ item, tileStyle, ui, sizes, showTitle = true, aboveFold = false, progress }: TileProps) {
  const imageType = tileImageType[tileStyle];
  const image = imageSources(item.images[imageType], imageType);
  const badges = badgesFor(item, tileStyle);
  return (
    <a className="tile" href={ui.href(item.href)} data-tile-style={tileStyle} data-content-id={item.id}>
      <span className="tile__media">
        {image ? (
          // oxlint-disable-next-line nextjs/no-img-element -- srcset comes from the image service's own sizes; no Next optimizer in between
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={image.width}
            height={image.height}
            // Beside its printed title the poster is decoration: screen readers would hear the title twice.
            alt={showTitle ? "" : item.title}
            loading={aboveFold ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        {badges.length > 0 ? (
          <span className="tile__badges">
            {badges.map((variant) => (
              <Badge key={variant} variant={variant} label={defaultBadgeLabel(variant, ui)} />
            ))}
          </span>
        ) : null}
        {progress ? <Progress progress={progress} /> : null}
      </span>
      {tileStyle === "episode" ? <EpisodeLabel item={item} ui={ui} /> : null}
      {showTitle ? <span className="tile__title">{item.title}</span> : image ? null : <VisuallyHidden>{item.title}</VisuallyHidden>}
      {progress?.caption ? <span className="tile__caption">{progress.caption}</span> : null}
      {item.liveEvent ? <EventCaption event={item.liveEvent} ui={ui} /> : null}
    </a>
  );
}
