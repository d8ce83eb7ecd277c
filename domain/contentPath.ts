/**
 * Content routes in the spec's form (spec 2 "Content routes"), both ways: the link a content item gets, and
 * what a requested path asks for. Locale-less paths; an `embed/` prefix asks for the same page without the
 * header and footer (for partner sites).
 *
 * - titles: `series/{title}/series-{id}`, `shows/{title}/show-{id}`, `movies/{title}/movie-{id}`
 * - seasons: `series/{title}-season-{n}/season-{seriesId}-{seasonId}`, the same under `shows/`
 * - genre lists: `series/{category}`, `shows/{category}`, `movies/{category}` (the category is a genre id)
 * - the player: `player/movies/{title}/id-{id}`; episodes and clips `player/episodes|clips/{show}-{season word}-{n}-
 *   {episode|clip word}-{m}/id-{id}` with the Arabic words; trailers `player/{movies|series|shows}/{title}/
 *   {trailerTitle}/id-{contentId}-{trailerId}`; live channels `livestream/{name}/livechannel-{id}` and
 *   `channel/{title}/ch-{id}`; live events `livestream/{name}/liveevent-{id}` (the event's own id).
 * - sport: a team's page `teams/{team name}/id-{teamId}` (the name lower-cased and hyphenated) and a match's
 *   `MatchDetails/{fixtureId}/{episodeId}`, where the episode is the match's video: its replay, else the channel
 *   showing it, else `0` (spec 2 names the segment but not what a match without one carries).
 */
import type { ContentKind, TitleKind } from "./types";

/** Lower-case, hyphenated, letters and digits of any script kept; punctuation dropped. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "title";
}

/** The Arabic words of episode and clip paths (spec 2), whatever the page's language. */
export const pathWords = { season: "الموسم", episode: "الحلقة", clip: "مقطع" } as const;

const titleFolder = { series: "series", show: "shows", movie: "movies" } as const satisfies Record<TitleKind, string>;
const titlePrefix = { series: "series", show: "show", movie: "movie" } as const satisfies Record<TitleKind, string>;

export interface RouteInput {
  id: string;
  kind: ContentKind;
  title: string;
  episode?: { showTitle: string; seasonNumber: number; episodeNumber: number };
  /** A trailer's title (its `id-{contentId}-{trailerId}` names both). */
  parent?: { id: string; kind: ContentKind; title: string };
}

/** Kinds with a title page: also what My List keeps (not episodes, clips, trailers or channels). */
export function isTitleKind(kind: ContentKind): kind is TitleKind {
  return kind === "series" || kind === "show" || kind === "movie";
}

export function titleRoute(kind: TitleKind, id: string, title: string): string {
  return `/${titleFolder[kind]}/${slugify(title)}/${titlePrefix[kind]}-${id}`;
}

export function seasonRoute(parent: { id: string; kind: "series" | "show"; title: string }, season: { id: string; number: number }): string {
  return `/${titleFolder[parent.kind]}/${slugify(parent.title)}-season-${season.number}/season-${parent.id}-${season.id}`;
}

export function genreRoute(kind: TitleKind, genreId: string): string {
  return `/${titleFolder[kind]}/${genreId}`;
}

export function contentRoute(item: RouteInput): string {
  switch (item.kind) {
    case "series":
    case "show":
    case "movie":
      return titleRoute(item.kind, item.id, item.title);
    case "live-channel":
      return `/livestream/${slugify(item.title)}/livechannel-${item.id}`;
    case "live-event":
      return `/livestream/${slugify(item.title)}/liveevent-${item.id}`;
    case "trailer": {
      const parent = item.parent;
      if (!parent || !isTitleKind(parent.kind)) return `/player/movies/${slugify(item.title)}/id-${item.id}`;
      return `/player/${titleFolder[parent.kind]}/${slugify(parent.title)}/${slugify(item.title)}/id-${parent.id}-${item.id}`;
    }
    case "episode":
    case "clip": {
      const folder = item.kind === "episode" ? "episodes" : "clips";
      const word = item.kind === "episode" ? pathWords.episode : pathWords.clip;
      const show = slugify(item.episode?.showTitle ?? item.title);
      const season = item.episode?.seasonNumber ?? 1;
      const number = item.episode?.episodeNumber ?? 1;
      return `/player/${folder}/${show}-${pathWords.season}-${season}-${word}-${number}/id-${item.id}`;
    }
  }
}

/**
 * Where an item plays: a movie's player page (`player/movies/{title}/id-{id}`); episodes, clips, trailers, live
 * channels and live events already link to theirs. Series and shows have no player page of their own (their title page).
 */
export function playerRoute(item: RouteInput): string {
  return item.kind === "movie" ? `/player/movies/${slugify(item.title)}/id-${item.id}` : contentRoute(item);
}

/** A live channel's own page: what is on, its day's schedule, and the way to its player page. */
export function channelRoute(item: { id: string; title: string }): string {
  return `/channel/${slugify(item.title)}/ch-${item.id}`;
}

/** A team's page (spec 2): `teams/{name lower-cased and hyphenated}/id-{teamId}`, in the page's language. */
export function teamRoute(team: { id: string; name: string }): string {
  return `/teams/${slugify(team.name)}/id-${team.id}`;
}

/** The video a match page names after its fixture: the replay, else the broadcasting channel, else `0`. */
export function matchEpisodeId(fixture: { replayContentId?: string; broadcast?: { channelId: string } }): string {
  return fixture.replayContentId ?? fixture.broadcast?.channelId ?? "0";
}

/** A match's page (spec 2 `MatchDetails/{fixtureId}/{episodeId}`). */
export function matchRoute(fixture: { id: string; replayContentId?: string; broadcast?: { channelId: string } }): string {
  return `/MatchDetails/${fixture.id}/${matchEpisodeId(fixture)}`;
}

/** What a content path asks for. Ids are the service's (digits here, but any `[A-Za-z0-9_]` run is accepted). */
export type ContentPath =
  | { page: "title"; kind: TitleKind; id: string }
  | { page: "season"; kind: "series" | "show"; titleId: string; seasonId: string }
  | { page: "genre"; kind: TitleKind; category: string }
  | { page: "player"; id: string; titleId?: string }
  /** `channel/{title}/ch-{id}`: a live channel's own page (spec 2 lists it apart from the player page). */
  | { page: "channel"; id: string }
  /** `teams/{name}/id-{teamId}`: a team of the sports module. */
  | { page: "team"; id: string }
  /** `MatchDetails/{fixtureId}/{episodeId}`: a match of the sports module. */
  | { page: "match"; fixtureId: string; episodeId: string };

export interface ParsedContentPath {
  /** `embed/...`: the same content without header and footer. */
  embed: boolean;
  path: ContentPath;
}

const id = "([A-Za-z0-9_]{1,64})";
const slug = "[^/]{1,200}";
const category = /^[a-z0-9][a-z0-9-]{0,63}$/;
const folderKind: Readonly<Record<string, TitleKind>> = { series: "series", shows: "show", movies: "movie" };

const patterns: readonly { pattern: RegExp; parse: (match: RegExpExecArray, kind: TitleKind | undefined) => ContentPath | undefined }[] = [
  {
    pattern: new RegExp(`^(series|shows|movies)/${slug}/(series|show|movie)-${id}$`),
    parse: (match, kind) => (kind && match[2] === titlePrefix[kind] && match[3] ? { page: "title", kind, id: match[3] } : undefined),
  },
  {
    pattern: new RegExp(`^(series|shows)/${slug}-season-\\d{1,3}/season-${id}-${id}$`),
    parse: (match, kind) =>
      (kind === "series" || kind === "show") && match[2] && match[3] ? { page: "season", kind, titleId: match[2], seasonId: match[3] } : undefined,
  },
  {
    pattern: /^(series|shows|movies)\/([^/]+)$/,
    parse: (match, kind) => (kind && match[2] && category.test(match[2]) ? { page: "genre", kind, category: match[2] } : undefined),
  },
  {
    pattern: new RegExp(`^player/(movies|episodes|clips)/${slug}/id-${id}$`),
    parse: (match) => (match[2] ? { page: "player", id: match[2] } : undefined),
  },
  {
    pattern: new RegExp(`^player/(movies|series|shows)/${slug}/${slug}/id-${id}-${id}$`),
    parse: (match) => (match[2] && match[3] ? { page: "player", id: match[3], titleId: match[2] } : undefined),
  },
  {
    pattern: new RegExp(`^livestream/${slug}/live(?:channel|event)-${id}$`),
    parse: (match) => (match[1] ? { page: "player", id: match[1] } : undefined),
  },
  {
    pattern: new RegExp(`^channel/${slug}/ch-${id}$`),
    parse: (match) => (match[1] ? { page: "channel", id: match[1] } : undefined),
  },
  {
    pattern: new RegExp(`^teams/${slug}/id-${id}$`),
    parse: (match) => (match[1] ? { page: "team", id: match[1] } : undefined),
  },
  {
    // Typed in another case, the page redirects to its canonical `MatchDetails`.
    pattern: new RegExp(`^matchdetails/${id}/${id}$`, "i"),
    parse: (match) => (match[1] && match[2] ? { page: "match", fixtureId: match[1], episodeId: match[2] } : undefined),
  },
];

/** The content page a locale-less path (no leading slash, already decoded) asks for; undefined when none. */
export function parseContentPath(path: string): ParsedContentPath | undefined {
  const embed = path.startsWith("embed/");
  const rest = embed ? path.slice("embed/".length) : path;
  for (const { pattern, parse } of patterns) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const folder = match[1];
    const parsed = parse(match, folder === undefined ? undefined : folderKind[folder]);
    if (parsed) return { embed, path: parsed };
  }
  return undefined;
}
