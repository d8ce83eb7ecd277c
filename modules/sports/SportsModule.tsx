/**
 * The sports module (issue 30 §3), placed by `module` blocks with `"module": "sports"` on the sport screens, which
 * the content team arranges like any other: `props.view` picks what a block shows (sportsPages.ts reads it), the
 * page's route names the team or match, and its URL the tournament, matchday or day. Server-rendered; the live
 * match's scoreboard and timeline are its one client part (live/LiveMatch.tsx, loaded lazily), so sport code reaches the browser
 * only on a match page. Times are formatted for the viewer's country's zone here and re-formatted in the browser's.
 */
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { localizedHref } from "@/components/ui-context";
import { ActionLink } from "@/components/actions/actionStyles";
import { countryDisplay, type TimeDisplay } from "@/domain/guideTime";
import { matchRoute, playerRoute, teamRoute } from "@/domain/contentPath";
import type { Fixture, TeamRef } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { ModuleContext, ModuleProps } from "../registry";
import { liveWords } from "./live/announce";
import { LiveMatch } from "./live/LiveMatchLazy";
import { toLiveSnapshot } from "./live/liveSnapshot";
import { moduleWords, type ModuleWords } from "./moduleWords";
import { sportsLabels } from "./sportsLabels";
import { clusterDeviceOf, datePage, liveMatches, matchdayPage, matchPage, scorersPage, sportsProps, standingsPage, teamPage, type SportsProps } from "./sportsPages";
import type { SportsData } from "./sportsData";
import { DayNav, MatchdayNav, TournamentNav } from "./SportsNav";
import styles from "./SportsModule.module.css";
import { FixtureList } from "./views/FixtureList";
import { LineUps } from "./views/LineUps";
import { MatchStats } from "./views/MatchStats";
import { SquadList } from "./views/SquadList";
import { StandingsTable } from "./views/StandingsTable";
import { TeamHeader } from "./views/TeamHeader";
import { TopScorersTable } from "./views/TopScorersTable";
import type { SportsLabels } from "./views/labelsType";

/** What every view is drawn with. */
interface Page {
  data: SportsData;
  context: ModuleContext;
  props: SportsProps;
  locale: Locale;
  display: TimeDisplay;
  at: string;
  labels: SportsLabels;
  words: ModuleWords;
  links: { teamHref: (team: TeamRef) => string; matchHref: (fixture: Fixture) => string };
  /** Unique on the page: the block's view, for ids. */
  id: string;
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

async function LiveView(page: Page) {
  const { live, next } = await liveMatches(page.data, page.at);
  const list = (fixtures: Fixture[]) => (
    <FixtureList fixtures={fixtures} labels={page.labels} display={page.display} at={page.at} {...page.links} device={clusterDeviceOf(page.context.platform)} headingLevel={3} />
  );
  return (
    <div className={styles.root}>
      <Section id={`${page.id}-live`} heading={page.words.liveNow}>
        {live.length > 0 ? list(live) : <p className={styles.empty}>{page.words.noLive}</p>}
      </Section>
      <Section id={`${page.id}-next`} heading={page.words.nextMatches}>
        {next.length > 0 ? list(next) : <p className={styles.empty}>{page.words.noNext}</p>}
      </Section>
    </div>
  );
}

async function MatchdayView(page: Page) {
  const matchday = await matchdayPage(page.data, page.props);
  return (
    <Section id={`${page.id}-matchday`} heading={`${matchday.chosen.name} · ${fillTemplate(page.words.matchday, { number: matchday.matchday })}`}>
      <TournamentNav tournaments={matchday.tournaments} chosen={matchday.chosen} words={page.words} id={page.id} />
      <MatchdayNav tournament={matchday.chosen} matchday={matchday.matchday} count={matchday.matchdayCount} words={page.words} id={page.id} />
      <FixtureList fixtures={matchday.fixtures} labels={page.labels} display={page.display} at={page.at} {...page.links} device={clusterDeviceOf(page.context.platform)} headingLevel={3} />
    </Section>
  );
}

async function DateView(page: Page) {
  const day = await datePage(page.data, page.at, page.display.timeZone);
  return (
    <div className={styles.root}>
      <DayNav days={day.days} shown={day.date} at={page.at} tournamentId={page.data.query.tournamentId} display={page.display} labels={page.labels} words={page.words} id={page.id} />
      <FixtureList fixtures={day.fixtures} labels={page.labels} display={page.display} at={page.at} {...page.links} device={clusterDeviceOf(page.context.platform)} />
    </div>
  );
}

async function StandingsView(page: Page) {
  const standings = await standingsPage(page.data, page.props);
  return (
    <div className={styles.root}>
      {page.props.compact ? null : <TournamentNav tournaments={standings.tournaments} chosen={standings.chosen} words={page.words} id={page.id} />}
      <StandingsTable standings={standings.standings} tournament={standings.chosen} labels={page.labels} display={page.display} teamHref={page.links.teamHref} compact={page.props.compact ?? false} {...(page.props.limit ? { limit: page.props.limit } : {})} />
    </div>
  );
}

async function ScorersView(page: Page) {
  const scorers = await scorersPage(page.data, page.props);
  return (
    <Section id={`${page.id}-scorers`} heading={`${page.words.scorers} · ${scorers.chosen.name}`}>
      <TopScorersTable scorers={scorers.scorers} labels={page.labels} display={page.display} teamHref={page.links.teamHref} {...(page.props.limit ? { limit: page.props.limit } : {})} />
    </Section>
  );
}

function routeValue(context: ModuleContext, name: "teamId" | "fixtureId"): string {
  const value = context.route[name];
  if (value === undefined) throw new Error(`the sports module's view needs the page's ${name}`);
  return value;
}

async function TeamView(page: Page) {
  const team = await teamPage(page.data, routeValue(page.context, "teamId"));
  const list = (fixtures: Fixture[]) => <FixtureList fixtures={fixtures} labels={page.labels} display={page.display} at={page.at} {...page.links} headingLevel={3} />;
  return (
    <div className={styles.root}>
      <TeamHeader team={team.team} labels={page.labels} display={page.display} headingLevel={1} />
      <Section id={`${page.id}-results`} heading={page.words.results}>
        {list(team.results)}
      </Section>
      <Section id={`${page.id}-upcoming`} heading={page.words.upcoming}>
        {list(team.fixtures)}
      </Section>
      <Section id={`${page.id}-squad`} heading={page.words.squad}>
        <SquadList players={team.squad} labels={page.labels} display={page.display} at={page.at} headingLevel={3} idPrefix={`${page.id}-squad`} />
      </Section>
    </div>
  );
}

/** Where the match can be watched: its channel while it is on, its replay once there is one. */
async function WatchAction({ fixture, page }: { fixture: Fixture; page: Page }) {
  if (fixture.replayContentId !== undefined && fixture.status === "finished") {
    const replay = await page.context.product(fixture.replayContentId);
    if (replay) return <ActionLink variant="primary" href={localizedHref(page.locale, playerRoute(replay))}>{page.words.watchReplay}</ActionLink>;
  }
  if (fixture.broadcast !== undefined && fixture.status !== "finished") {
    const channel = await page.context.product(fixture.broadcast.channelId);
    if (channel) return <ActionLink variant="primary" href={localizedHref(page.locale, playerRoute(channel))}>{fillTemplate(page.words.watchLive, { channel: channel.title })}</ActionLink>;
  }
  return null;
}

async function MatchView(page: Page) {
  const match = await matchPage(page.data, routeValue(page.context, "fixtureId"));
  const { fixture } = match.live;
  const teams = { home: fixture.home, away: fixture.away };
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{fillTemplate(page.labels.versus, { home: fixture.home.name, away: fixture.away.name })}</h1>
      <LiveMatch
        fixture={fixture}
        initial={toLiveSnapshot(match.live)}
        locale={page.locale}
        display={page.display}
        labels={page.labels}
        words={liveWords(translator(page.locale, "sports"))}
        timelineHeading={page.words.timeline}
        id={page.id}
        headingClassName={styles.heading}
      />
      <div className={styles.actions}>
        <WatchAction fixture={fixture} page={page} />
      </div>
      <Section id={`${page.id}-lineups`} heading={page.words.lineUps}>
        <LineUps lineups={match.lineups} teams={teams} labels={page.labels} display={page.display} teamHref={page.links.teamHref} headingLevel={3} />
      </Section>
      {match.post ? (
        <Section id={`${page.id}-stats`} heading={page.words.stats}>
          <MatchStats stats={match.post.stats} teams={teams} labels={page.labels} display={page.display} />
        </Section>
      ) : null}
    </div>
  );
}

const views = {
  live: LiveView,
  matchday: MatchdayView,
  "by-date": DateView,
  standings: StandingsView,
  "top-scorers": ScorersView,
  team: TeamView,
  match: MatchView,
} as const satisfies Record<SportsProps["view"], (page: Page) => Promise<React.ReactNode>>;

export async function SportsModule({ locale, props: raw, context }: ModuleProps) {
  const parsed = sportsProps.safeParse(raw);
  if (!parsed.success) throw new Error(`the sports module's props are not valid: ${parsed.error.issues.map((issue) => issue.path.join(".") || issue.message).join(", ")}`);
  const data = context.sports;
  if (!data) throw new Error("this render has no sports data");
  const display = countryDisplay(locale, context.country);
  const t = translator(locale, "sports");
  const page: Page = {
    data,
    context,
    props: parsed.data,
    locale,
    display,
    at: new Date().toISOString(),
    labels: sportsLabels(t),
    words: moduleWords(t),
    links: { teamHref: (team) => localizedHref(locale, teamRoute(team)), matchHref: (fixture) => localizedHref(locale, matchRoute(fixture)) },
    id: `sports-${parsed.data.view}`,
  };
  return (
    <div className={styles.block} data-sports-view={parsed.data.view}>
      {await views[parsed.data.view](page)}
    </div>
  );
}
