import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { matchEventTypes, sendingOffEventTypes } from "@/domain/sports/matchEvents";
import { migrate } from "../../db/migrate";
import { openDatabase } from "../../db/openDatabase";
import { buildSportsSeed, sportChannelIds } from "./buildSeason";
import { liveMatchdayOf } from "./kickOffs";
import type { SeedFixture, SeedPlayer } from "./seedModel";
import { seedSports } from "./seedSports";

const seed = buildSportsSeed();
const arabic = /[\u0600-\u06FF]/;

describe("the sports seed", () => {
  test("two tournaments of 12 or more teams, every name in Arabic, English and French", () => {
    expect(seed.tournaments.map((tournament) => tournament.id)).toEqual(["c1", "c2"]);
    for (const tournament of seed.tournaments) {
      expect(seed.teams.filter((team) => team.tournamentId === tournament.id).length).toBeGreaterThanOrEqual(12);
      expect(tournament.name.ar).toMatch(arabic);
    }
    const names = [...seed.teams.flatMap((team) => [team.club.name, team.club.stadium, team.club.city]), ...seed.players.map((player) => player.name)];
    for (const name of names) {
      expect(name.ar).toMatch(arabic);
      expect(name.en).not.toMatch(arabic);
      expect(name.fr).not.toMatch(arabic);
    }
  });

  test("squads of 22 to 26 with every position and shirt numbers and names unique per team", () => {
    for (const team of seed.teams) {
      const squad = seed.players.filter((player) => player.teamId === team.id);
      expect(squad.length).toBeGreaterThanOrEqual(22);
      expect(squad.length).toBeLessThanOrEqual(26);
      expect(new Set(squad.map((player) => player.position))).toEqual(new Set(["GK", "DF", "MF", "FW"]));
      expect(new Set(squad.map((player) => player.shirtNumber)).size).toBe(squad.length);
      expect(new Set(squad.map((player) => player.name.en)).size).toBe(squad.length);
      expect(squad.every((player) => player.shirtNumber >= 1 && player.shirtNumber <= 99)).toBe(true);
    }
  });

  test("a double round-robin per tournament: every pair twice (once at each ground), nobody twice on a matchday", () => {
    for (const tournament of seed.tournaments) {
      const teams = seed.teams.filter((team) => team.tournamentId === tournament.id).map((team) => team.id);
      const fixtures = seed.fixtures.filter((fixture) => fixture.tournamentId === tournament.id);
      expect(fixtures).toHaveLength(teams.length * (teams.length - 1));
      expect(new Set(fixtures.map((fixture) => `${fixture.homeTeamId}>${fixture.awayTeamId}`)).size).toBe(fixtures.length);
      for (let matchday = 1; matchday <= 2 * (teams.length - 1); matchday += 1) {
        const playing = fixtures.filter((fixture) => fixture.matchday === matchday).flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId]);
        expect(playing.toSorted()).toEqual(teams.toSorted());
      }
    }
  });

  test("matchdays are weekly around the start day: the middle one starts the day before, earlier ones are over before it", () => {
    for (const tournament of seed.tournaments) {
      const fixtures = seed.fixtures.filter((fixture) => fixture.tournamentId === tournament.id);
      const live = liveMatchdayOf(Math.max(...fixtures.map((fixture) => fixture.matchday)));
      const daysOf = (matchday: number) => fixtures.filter((fixture) => fixture.matchday === matchday).map((fixture) => fixture.dayOffset);
      expect(Math.min(...daysOf(live))).toBe(-1);
      expect(Math.max(...daysOf(live - 1))).toBeLessThan(-1);
      expect(Math.min(...daysOf(live + 1))).toBeGreaterThan(1);
    }
  });

  test("every match event type of spec 3 happens, in the season and in its played half", () => {
    const types = new Set(seed.fixtures.flatMap((fixture) => fixture.events.map((event) => event.type)));
    expect([...types].toSorted()).toEqual([...matchEventTypes].toSorted());
    const played = seed.fixtures.filter((fixture) => fixture.dayOffset < -1);
    expect(new Set(played.flatMap((fixture) => fixture.events.map((event) => event.type))).size).toBe(matchEventTypes.length);
  });

  test("every timeline is consistent with the line-ups: a sent-off player has no later event, own goals come from the other side", () => {
    expect(seed.fixtures.flatMap(timelineProblems)).toEqual([]);
    // The check itself catches what it looks for: a player sent off who then scores, an own goal by the credited side.
    const fixture = seed.fixtures.find((candidate) => candidate.events.some((event) => event.type === "redCard" && event.minute < 80));
    const red = fixture?.events.find((event) => event.type === "redCard");
    if (fixture === undefined || red === undefined) throw new Error("The seed has no early red card to break.");
    const late = { period: 2, minute: 89, addedTime: 0, second: 59 } as const;
    const broken = { ...fixture, events: [...fixture.events.filter((event) => event.period === 1 || event.minute < 89), { ...late, type: "goal" as const, teamId: red.teamId, playerId: red.playerId }] };
    expect(timelineProblems(broken).join()).toContain("was sent off earlier");
    const ownGoal = { ...late, type: "ownGoal" as const, teamId: fixture.homeTeamId, playerId: fixture.home.starting[0]?.id };
    expect(timelineProblems({ ...fixture, events: [...broken.events.slice(0, -1), ownGoal] }).join()).toContain("is not on the pitch");
  });

  test("one showcase match, in the first tournament's live matchday, on Shasha Events, with goals in both halves", () => {
    const [showcase, ...others] = seed.fixtures.filter((fixture) => fixture.showcase);
    expect(others).toEqual([]);
    expect(showcase).toMatchObject({ id: "g10095", tournamentId: "c1", matchday: 14, channelId: "523" });
    const goals = showcase?.events.filter((event) => event.type === "goal" || event.type === "penaltyGoal" || event.type === "ownGoal") ?? [];
    expect(goals.length).toBeGreaterThanOrEqual(3);
    expect(new Set(goals.map((goal) => goal.period))).toEqual(new Set([1, 2]));
  });

  test("fixtures are shown on the seeded sport channels, never two at once on one channel, some not at all", () => {
    expect(sportChannelIds).toEqual(["505", "506", "507", "508", "509", "510", "523"]);
    const televised = seed.fixtures.filter((fixture) => fixture.channelId !== undefined);
    expect(televised.every((fixture) => sportChannelIds.includes(fixture.channelId ?? ""))).toBe(true);
    const slots = televised.map((fixture) => `${fixture.channelId}@${fixture.dayOffset}/${fixture.kickOffMinute}`);
    expect(new Set(slots).size).toBe(slots.length);
    expect(televised.length).toBeLessThan(seed.fixtures.length);
  });

  test("is the same on every run", () => {
    expect(JSON.stringify(buildSportsSeed())).toBe(JSON.stringify(seed));
  });

  test("is written once: a later start does not seed again", () => {
    const db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-sports-seed-")));
    db.transaction(() => migrate(db))();
    expect(seedSports(db)).toBe(true);
    expect(seedSports(db)).toBe(false);
    const count = (table: string) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).pluck().get();
    expect(count("sports_fixtures")).toBe(seed.fixtures.length);
    expect(count("sports_players")).toBe(seed.players.length);
    expect(count("sports_events")).toBe(seed.fixtures.reduce((sum, fixture) => sum + fixture.events.length, 0));
    db.close();
  });
});

/** Walks a match: who is on the pitch, booked, sent off. Returns what could not have happened, if anything. */
function timelineProblems(fixture: SeedFixture): string[] {
  const problems: string[] = [];
  const sides = new Map(
    [fixture.home, fixture.away].map((lineup) => [
      lineup.teamId,
      { onPitch: new Set(lineup.starting.map((player: SeedPlayer) => player.id)), bench: new Set(lineup.bench.map((player) => player.id)), substitutions: 0 },
    ]),
  );
  const other = (teamId: string) => (teamId === fixture.homeTeamId ? fixture.awayTeamId : fixture.homeTeamId);
  const booked = new Set<string>();
  const gone = new Set<string>();
  let last = -1;
  for (const event of fixture.events) {
    const where = `${fixture.id} ${event.type} ${event.period}/${event.minute}+${event.addedTime}`;
    const check = (ok: boolean, what: string) => void (ok || problems.push(`${where}: ${what}`));
    const key = event.period * 100_000 + (event.minute + event.addedTime) * 60 + event.second;
    check(key >= last, "out of order");
    last = key;
    check(event.period === 1 ? event.minute >= 1 && event.minute <= 45 : event.minute >= 46 && event.minute <= 90, "minute outside its half");
    if (event.addedTime > 0) {
      check(event.minute === (event.period === 1 ? 45 : 90), "added time after a regular minute");
      check(event.addedTime <= (event.period === 1 ? fixture.firstHalfAdded : fixture.secondHalfAdded), "past the added time");
    }
    for (const id of [event.playerId, event.secondPlayerId]) if (id !== undefined) check(!gone.has(id), `${id} was sent off earlier`);
    const side = sides.get(event.type === "ownGoal" ? other(event.teamId) : event.teamId);
    if (side === undefined || event.type === "var") continue;
    const player = event.playerId ?? "";
    if (event.type === "substitution") {
      const off = event.secondPlayerId ?? "";
      check(side.bench.has(player), "comes on from elsewhere than the bench");
      check(side.onPitch.has(off), "goes off without being on the pitch");
      side.onPitch.delete(off);
      side.bench.delete(player);
      side.onPitch.add(player);
      side.substitutions += 1;
      check(side.substitutions <= 5, "a sixth substitution");
      continue;
    }
    check(side.onPitch.has(player), `${player} is not on the pitch`);
    if (event.secondPlayerId !== undefined) check(side.onPitch.has(event.secondPlayerId), "the assist is not on the pitch");
    if (event.type === "yellowCard") booked.add(player);
    if (event.type === "doubleYellow") check(booked.has(player), "a second yellow without a first");
    if (sendingOffEventTypes.has(event.type)) {
      side.onPitch.delete(player);
      gone.add(player);
    }
  }
  return problems;
}
