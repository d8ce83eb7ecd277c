/**
 * The top of a title page (issue 9): artwork, title, facts (year, age rating, genres, duration, Plus or free),
 * cast, description, the coming-soon date, and the actions: play (or resume at the saved position) and the
 * trailer. A coming-soon title has no play button and shows its date. Server-rendered; no client JS.
 */
import { isTitleKind, playerRoute, titleRoute } from "@/domain/contentPath";
import { durationLabel } from "@/domain/durationLabel";
import type { ContentItem, Locale, TitleDetail } from "@/domain/types";
import type { TitleHeaderBlock } from "@/screens-schema/types";
import { ActionLink } from "../actions/actionStyles";
import { MyListToggle } from "../clientParts";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { Badge, defaultBadgeLabel } from "../badge/Badge";
import { imageSources } from "../image/imageSources";
import { breakpoints } from "../tokens";
import type { BlockViewProps, UiContext } from "../ui-context";
import { Actions, Artwork, Body, Cast, ComingOn, Description, Facts, HeaderSection, Heading, ParentLink } from "./TitleHeaderView.styles";

/** "23 November" in the viewer's language; the service gives a day and a month, no year (spec 3). */
export function comingSoonDate(date: { day: number; month: number }, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, date.month - 1, date.day)));
}

function Fact({ shown, spoken }: { shown: string; spoken?: string }) {
  if (spoken === undefined) return <li>{shown}</li>;
  return (
    <li>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </li>
  );
}

function facts(item: ContentItem, ui: UiContext) {
  const list: { key: string; shown: string; spoken?: string; className?: string }[] = [];
  if (item.year !== undefined) list.push({ key: "year", shown: String(item.year), spoken: ui.t("title.year", { year: item.year }) });
  if (item.ageRating !== undefined) {
    list.push(
      item.ageRating === 0
        ? { key: "rating", shown: ui.t("title.allAges"), spoken: ui.t("title.allAgesLabel") }
        : { key: "rating", shown: ui.t("title.ageRating", { age: item.ageRating }), spoken: ui.t("title.ageRatingLabel", { age: item.ageRating }) },
    );
  }
  if (item.durationSeconds !== undefined && item.kind !== "series" && item.kind !== "show") {
    const { key, count } = durationLabel(item.durationSeconds);
    const duration = ui.t(key, { count });
    list.push({ key: "duration", shown: duration, spoken: ui.t("title.durationLabel", { duration }) });
  }
  if (item.genres.length > 0) list.push({ key: "genres", shown: item.genres.slice(0, 3).join(" · ") });
  return list;
}

function PlayAction({ detail, ui, progress }: { detail: TitleDetail; ui: UiContext; progress: ReadonlyMap<string, number> | undefined }) {
  const { play, item } = detail;
  if (!play) return null;
  // Started and not finished: the player picks up where the profile stopped.
  const watched = progress?.get(play.id);
  if (watched !== undefined && watched > 0 && watched < 1) {
    return (
      <ActionLink href={ui.href(playerRoute(play))} variant="primary" aria-label={ui.t("title.resumeLabel", { title: item.title })} data-action="resume">
        {ui.t("title.resume")}
      </ActionLink>
    );
  }
  const episode = play.kind === "episode" ? play.episode : undefined;
  const label = episode
    ? ui.t("title.playEpisodeLabel", { season: episode.seasonNumber, episode: episode.episodeNumber, title: item.title })
    : ui.t("title.playLabel", { title: item.title });
  const text = episode ? ui.t("title.playEpisode", { season: episode.seasonNumber, episode: episode.episodeNumber }) : ui.t("title.play");
  return (
    <ActionLink href={ui.href(playerRoute(play))} variant="primary" aria-label={label} data-action="play">
      {text}
    </ActionLink>
  );
}

/**
 * Add to My List: a signed-in viewer's button (the list is the browser's to ask for, the page being the segment's); on a
 * guest's page a link to sign in and come back, which asks nothing of the list's API.
 */
function MyListAction({ item, signedIn, ui }: { item: ContentItem; signedIn: boolean; ui: UiContext }) {
  const signInHref = ui.href(`/hub/login?redirect=${encodeURIComponent(item.href)}`);
  if (!signedIn) {
    return (
      <ActionLink href={signInHref} variant="secondary" data-my-list="sign-in">
        <span aria-hidden="true">+ </span>
        {ui.t("myList.add")}
      </ActionLink>
    );
  }
  const labels = { add: ui.t("myList.add"), remove: ui.t("myList.remove"), added: ui.t("myList.added"), removed: ui.t("myList.removed"), failed: ui.t("myList.failed") };
  return <MyListToggle contentId={item.id} signInHref={signInHref} labels={labels} />;
}

export function TitleHeaderView({ block, rootProps, ui, detail, progress, signedIn }: BlockViewProps<TitleHeaderBlock>) {
  if (!detail) return null;
  const { item } = detail;
  const image = imageSources(item.images.hero ?? item.images.landscape, item.images.hero ? "hero" : "landscape");
  const trailer = detail.trailers[0];
  const showActions = block.showActions ?? true;
  const cast = block.showCast === false ? [] : (item.persons ?? []);
  const level = block.headingLevel === 2 ? "h2" : "h1";
  const parent = item.parent ? parentHref(item.parent) : undefined;
  return (
    <HeaderSection {...rootProps} aria-labelledby={`${block.id}-title`}>
      <Artwork>
        {image ? (
          // oxlint-disable-next-line nextjs/no-img-element -- srcset comes from the image service's own sizes; no Next optimizer in between
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? `(min-width: ${breakpoints.medium}px) 50vw, 100vw` : undefined}
            width={image.width}
            height={image.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </Artwork>
      <Body>
        {parent ? <ParentLink href={ui.href(parent)}>{item.parent?.title}</ParentLink> : null}
        <Heading as={level} id={`${block.id}-title`}>
          {item.title}
        </Heading>
        <Facts aria-label={ui.t("title.details")}>
          {facts(item, ui).map((fact) => (
            <Fact key={fact.key} shown={fact.shown} spoken={fact.spoken} />
          ))}
          <li>
            {item.plus ? (
              <span title={ui.t("title.plusLabel")}>
                <Badge variant="plus" label={defaultBadgeLabel("plus", ui)} />
                <VisuallyHidden>{ui.t("title.plusLabel")}</VisuallyHidden>
              </span>
            ) : (
              <span>{ui.t("title.free")}</span>
            )}
          </li>
        </Facts>
        {item.comingSoon ? (
          <ComingOn data-coming-soon="">
            {item.comingSoonDate ? ui.t("title.comingOn", { date: comingSoonDate(item.comingSoonDate, ui.locale) }) : ui.t("title.comingSoon")}
          </ComingOn>
        ) : null}
        {item.description ? <Description>{item.description}</Description> : null}
        {cast.length > 0 ? (
          <Cast>
            <strong>{ui.t("title.cast")}: </strong>
            {listOf(cast, ui.locale)}
          </Cast>
        ) : null}
        {showActions ? (
          <Actions>
            <PlayAction detail={detail} ui={ui} progress={progress} />
            {trailer ? (
              <ActionLink href={ui.href(trailer.href)} variant="secondary" aria-label={ui.t("title.trailerLabel", { title: item.title })} data-action="trailer">
                {ui.t("title.trailer")}
              </ActionLink>
            ) : null}
            {isTitleKind(item.kind) ? <MyListAction item={item} signedIn={signedIn ?? false} ui={ui} /> : null}
          </Actions>
        ) : null}
      </Body>
    </HeaderSection>
  );
}

/** The page of the title an episode, clip or trailer belongs to. */
function parentHref(parent: NonNullable<ContentItem["parent"]>): string | undefined {
  return parent.kind === "movie" || parent.kind === "series" || parent.kind === "show" ? titleRoute(parent.kind, parent.id, parent.title) : undefined;
}

/** The list separator of the viewer's language. */
function listOf(names: readonly string[], locale: Locale): string {
  return names.join(locale === "ar" ? "، " : ", ");
}
