/**
 * A series' or show's seasons and the open season's episodes and clips (issue 9). Each season is a link to its
 * own season page, so the picker works without JavaScript and a shared link opens the same season; each
 * episode links to the player and carries its progress bar when the profile has watched some of it.
 */
import { seasonRoute } from "@/domain/contentPath";
import { durationLabel } from "@/domain/durationLabel";
import type { ContentItem, SeasonPlaylist } from "@/domain/types";
import type { SeasonPickerBlock } from "@/screens-schema/types";
import { Badge, defaultBadgeLabel } from "../badge/Badge";
import { imageSources } from "../image/imageSources";
import type { BlockViewProps, UiContext } from "../ui-context";
import { EpisodeList, Empty, ListHeading, PickerSection, PickerTitle, SeasonTabs } from "./SeasonPickerView.styles";

type ProgressById = ReadonlyMap<string, number>;

function EpisodeRow({ item, ui, numberKey, progress }: { item: ContentItem; ui: UiContext; numberKey: string; progress: number | undefined }) {
  const image = imageSources(item.images.thumbnail ?? item.images.landscape, item.images.thumbnail ? "thumbnail" : "landscape");
  const number = item.episode?.episodeNumber ?? 1;
  const duration = item.durationSeconds === undefined ? undefined : durationLabel(item.durationSeconds);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  const body = (
    <>
      <span className="episode__media">
        {image ? (
          // oxlint-disable-next-line nextjs/no-img-element -- srcset comes from the image service's own sizes; no Next optimizer in between
          <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 768px) 15vw, 40vw" width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
        ) : null}
        {percent !== undefined ? (
          <progress className="episode__progress" max={100} value={percent} aria-label={ui.t("seasons.watched", { percent })} />
        ) : null}
      </span>
      <span className="episode__text">
        <span className="episode__title">{ui.t(numberKey, { number })}</span>
        {item.title !== ui.t(numberKey, { number }) ? <span className="episode__meta">{item.title}</span> : null}
        {duration ? <span className="episode__meta">{ui.t(duration.key, { count: duration.count })}</span> : null}
        {item.comingSoon ? <Badge variant="coming-soon" label={defaultBadgeLabel("coming-soon", ui)} /> : null}
      </span>
    </>
  );
  return (
    <li>
      {item.comingSoon ? (
        <div className="episode" data-coming-soon="">
          {body}
        </div>
      ) : (
        <a className="episode" href={ui.href(item.href)} data-episode={item.id}>
          {body}
        </a>
      )}
    </li>
  );
}

function Items({ items, ui, numberKey, heading, progress }: { items: ContentItem[]; ui: UiContext; numberKey: string; heading: string; progress?: ProgressById }) {
  if (items.length === 0) return null;
  return (
    <>
      <ListHeading>{heading}</ListHeading>
      <EpisodeList>
        {items.map((item) => (
          <EpisodeRow key={item.id} item={item} ui={ui} numberKey={numberKey} progress={progress?.get(item.id)} />
        ))}
      </EpisodeList>
    </>
  );
}

export function SeasonPickerView({ block, rootProps, ui, seasons, progress }: BlockViewProps<SeasonPickerBlock>) {
  if (!seasons || seasons.seasons.length === 0) return null;
  const { title } = seasons;
  const parentKind = title.kind === "show" ? "show" : "series";
  const open: SeasonPlaylist | undefined = seasons.seasons.find((season) => season.id === seasons.selectedId);
  const heading = block.title ? ui.text(block.title) : ui.t("seasons.episodes");
  const headingId = `${block.id}-title`;
  return (
    <PickerSection {...rootProps} aria-labelledby={headingId}>
      <PickerTitle id={headingId}>{heading}</PickerTitle>
      <nav aria-label={ui.t("seasons.label")}>
        <SeasonTabs>
          {seasons.seasons.map((season) => (
            <li key={season.id}>
              <a
                href={ui.href(seasonRoute({ id: title.id, kind: parentKind, title: title.title }, { id: season.id, number: season.number }))}
                aria-current={season.id === open?.id ? "page" : undefined}
                data-season={season.number}
              >
                {season.title}
              </a>
            </li>
          ))}
        </SeasonTabs>
      </nav>
      {open ? (
        open.episodes.length + open.clips.length === 0 ? (
          <Empty>{ui.t("seasons.empty")}</Empty>
        ) : (
          <>
            <Items items={open.episodes} ui={ui} numberKey="seasons.episodeNumber" heading={open.title} progress={progress} />
            {block.showClips === false ? null : (
              <Items items={open.clips} ui={ui} numberKey="seasons.clipNumber" heading={ui.t("seasons.clips")} progress={progress} />
            )}
          </>
        )
      ) : null}
    </PickerSection>
  );
}
