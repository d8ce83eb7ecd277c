/**
 * The sports module's own words (locales/{lng}/sports.json, `module`): the headings and navigation the module puts
 * around the views (tournaments, matchdays, days, live now, a team's results, a match's sections), translated once on
 * the server as plain strings. Templates keep their `{{placeholders}}` (components/i18n/fillTemplate.ts).
 */
import type { Translate } from "@/components/i18n/texts";

export interface ModuleWords {
  tournaments: string;
  matchday: string;
  matchdayOf: string;
  previousMatchday: string;
  nextMatchday: string;
  matchdays: string;
  days: string;
  liveNow: string;
  noLive: string;
  nextMatches: string;
  noNext: string;
  results: string;
  upcoming: string;
  squad: string;
  timeline: string;
  lineUps: string;
  stats: string;
  scorers: string;
  watchLive: string;
  watchReplay: string;
  standingsOf: string;
}

export function moduleWords(t: Translate): ModuleWords {
  const keep = { number: "{{number}}", count: "{{count}}", channel: "{{channel}}", tournament: "{{tournament}}" };
  const word = (key: keyof ModuleWords) => t(`module.${key}`, keep);
  return {
    tournaments: word("tournaments"),
    matchday: word("matchday"),
    matchdayOf: word("matchdayOf"),
    previousMatchday: word("previousMatchday"),
    nextMatchday: word("nextMatchday"),
    matchdays: word("matchdays"),
    days: word("days"),
    liveNow: word("liveNow"),
    noLive: word("noLive"),
    nextMatches: word("nextMatches"),
    noNext: word("noNext"),
    results: word("results"),
    upcoming: word("upcoming"),
    squad: word("squad"),
    timeline: word("timeline"),
    lineUps: word("lineUps"),
    stats: word("stats"),
    scorers: word("scorers"),
    watchLive: word("watchLive"),
    watchReplay: word("watchReplay"),
    standingsOf: word("standingsOf"),
  };
}
