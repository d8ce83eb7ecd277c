"use client";
/**
 * A match page's scoreboard and timeline, kept up to date without a reload (issue 30 §3): the server renders them
 * with the snapshot it read, then useLiveMatch follows the app's push (server-sent events, else polling) and the
 * same views (MatchHeader, MatchTimeline: no server-only imports) draw each new snapshot. What changed is said in
 * a polite live region (a goal, a red card, half time, full time). A finished match is drawn once and not followed.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import { teamRoute } from "@/domain/contentPath";
import type { Fixture, TeamRef } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";
import { MatchHeader } from "../views/MatchHeader";
import { MatchTimeline } from "../views/MatchTimeline";
import type { SportsLabels } from "../views/labelsType";
import type { LiveWords } from "./announce";
import type { LiveSnapshot } from "./liveSnapshot";
import { useLiveMatch } from "./useLiveMatch";

export interface LiveMatchProps {
  /** The fixture as the page read it (its venue, broadcast and replay do not change during the match). */
  fixture: Fixture;
  initial: LiveSnapshot;
  locale: Locale;
  display: TimeDisplay;
  labels: SportsLabels;
  words: LiveWords;
  /** The timeline's heading, and its id for the section's name. */
  timelineHeading: string;
  id: string;
  headingClassName?: string;
}

export function LiveMatch({ fixture, initial, locale, display, labels, words, timelineHeading, id, headingClassName }: LiveMatchProps) {
  const { snapshot, announcement } = useLiveMatch(fixture.id, initial, { locale, words });
  const shown: Fixture = { ...fixture, status: snapshot.status, kickOff: snapshot.kickOff, ...(snapshot.score ? { score: snapshot.score } : {}) };
  const teamHref = (team: TeamRef) => `/${locale}${teamRoute(team)}`;
  return (
    <>
      <MatchHeader fixture={shown} {...(snapshot.clock ? { clock: snapshot.clock } : {})} {...(snapshot.phase ? { phase: snapshot.phase } : {})} labels={labels} display={display} teamHref={teamHref} />
      <output className="visually-hidden" aria-live="polite" data-live-announcement="">
        {announcement ?? ""}
      </output>
      <section aria-labelledby={`${id}-timeline`}>
        <h2 className={headingClassName} id={`${id}-timeline`}>
          {timelineHeading}
        </h2>
        <MatchTimeline events={snapshot.events} teams={{ home: shown.home, away: shown.away }} labels={labels} display={display} />
      </section>
    </>
  );
}
