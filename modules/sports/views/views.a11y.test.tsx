// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import type { Locale } from "@/domain/types";
import { sportsLabelsFor } from "../sportsLabels";
import * as sample from "../testing/sampleSports";
import { FixtureList } from "./FixtureList";
import { LineUps } from "./LineUps";
import { MatchHeader } from "./MatchHeader";
import { MatchStats } from "./MatchStats";
import { MatchTimeline } from "./MatchTimeline";
import { SquadList } from "./SquadList";
import { StandingsTable } from "./StandingsTable";
import { TeamHeader } from "./TeamHeader";
import { TopScorersTable } from "./TopScorersTable";

vi.mock("@/components/guide/browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

afterEach(cleanup);

/** Each view with the sample, as a page would place it. */
const views: Record<string, (locale: Locale) => ReactElement> = {
  FixtureList: (locale) => <FixtureList fixtures={sample.sampleFixtures(locale)} at={sample.sampleAt} liveClock={sample.sampleLiveClock} {...common(locale)} />,
  StandingsTable: (locale) => <StandingsTable standings={sample.sampleStandings(locale)} tournament={sample.sampleTournament(locale)} {...common(locale)} />,
  StandingsTableCompact: (locale) => (
    <StandingsTable standings={sample.sampleStandings(locale)} tournament={sample.sampleTournament(locale)} compact limit={4} {...common(locale)} />
  ),
  TopScorersTable: (locale) => <TopScorersTable scorers={sample.sampleTopScorers(locale)} {...common(locale)} />,
  SquadList: (locale) => <SquadList players={sample.sampleSquad(locale)} at={sample.sampleAt} {...common(locale)} />,
  TeamHeader: (locale) => <TeamHeader team={sample.sampleTeam(locale)} {...common(locale)} />,
  MatchHeaderLive: (locale) => {
    const live = sample.sampleMatchLive(locale);
    return <MatchHeader fixture={live.fixture} clock={live.clock} phase={live.phase} {...common(locale)} />;
  },
  MatchHeaderScheduled: (locale) => <MatchHeader fixture={sample.sampleMatchPre(locale).fixture} at={sample.sampleAt} {...common(locale)} />,
  MatchTimeline: (locale) => {
    const post = sample.sampleMatchPost(locale);
    return <MatchTimeline events={post.events} teams={{ home: post.fixture.home, away: post.fixture.away }} {...common(locale)} />;
  },
  LineUps: (locale) => {
    const post = sample.sampleMatchPost(locale);
    return <LineUps lineups={post.lineups} teams={{ home: post.fixture.home, away: post.fixture.away }} {...common(locale)} />;
  },
  MatchStats: (locale) => {
    const post = sample.sampleMatchPost(locale);
    return <MatchStats stats={post.stats} teams={{ home: post.fixture.home, away: post.fixture.away }} {...common(locale)} />;
  },
};

function common(locale: Locale) {
  const display: TimeDisplay = { locale, timeZone: sample.sampleTimeZone, country: "JO" };
  return { labels: sportsLabelsFor(locale), display, ...sample.sampleLinks(locale) };
}

const cases = Object.keys(views).flatMap((name) => (["en", "ar"] as const).map((locale): [string, Locale] => [name, locale]));

describe("the sports views' markup", () => {
  test.each(cases)("axe finds no violation in %s (%s)", async (name, locale) => {
    const view = views[name];
    if (view === undefined) throw new Error(`no view ${name}`);
    const { container } = render(
      <main lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
        <h1>Sport</h1>
        {view(locale)}
      </main>,
    );
    expect(container.textContent?.length).toBeGreaterThan(20);
    const results = await axe.run(container, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"] },
      rules: { region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
