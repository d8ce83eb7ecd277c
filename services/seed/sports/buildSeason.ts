/**
 * The whole sports seed, deterministic (its own PRNG streams, services/seed/createRandom.ts): per tournament its
 * teams and venues, squads, a double round-robin season (roundRobin.ts) placed on the week relative to the suite's
 * start day (kickOffs.ts), each fixture's sport channel and its simulated match (simulateMatch.ts). Changing one
 * fixture's simulation never changes another's: each fixture has its own stream.
 */
import { buildSquad } from "./buildSquads";
import { firstChannelId } from "../buildChannels";
import { channels } from "../channels";
import { createRandom, type Random } from "../createRandom";
import { type TournamentSeed, tournamentSeeds } from "./clubs";
import { firstDayOf, kickOffSlots, liveMatchdayOf, showcaseSlot } from "./kickOffs";
import { doubleRoundRobin } from "./roundRobin";
import { type Formation, formations, type SeedFixture, type SeedPlayer, type SeedTeam, type SportsSeed } from "./seedModel";
import { simulateMatch } from "./simulateMatch";

export const sportsSeedNumber = 20260330;

/** The seeded sport channels (services/seed/channels.ts, eventType "sport"), as content ids: 505-510 and 523. */
export const sportChannelIds: readonly string[] = channels.flatMap((channel, index) => (channel.eventType === "sport" ? [String(firstChannelId + index)] : []));

/** Shasha Sport 1-4 carry the first tournament, Sport 5-6 the second, Shasha Events the always-live match. */
const broadcastChannels: readonly (readonly string[])[] = [sportChannelIds.slice(0, 4), sportChannelIds.slice(4, 6)];
const showcaseChannel = sportChannelIds.at(-1);

const pad = (value: number, width: number) => String(value).padStart(width, "0");

function buildTeams(random: Random, seed: TournamentSeed, number: number): SeedTeam[] {
  const formationNames = Object.keys(formations).filter((name): name is Formation => name in formations);
  return seed.clubs.map((club, index) => ({
    id: `t${number * 100 + index + 1}`,
    tournamentId: seed.id,
    venueId: `v${number * 100 + index + 1}`,
    club,
    strength: 0.75 + 0.55 * random.next(),
    formation: random.pick(formationNames),
  }));
}

interface SeasonParts {
  seed: TournamentSeed;
  number: number;
  teams: ReadonlyMap<string, SeedTeam>;
  squads: ReadonlyMap<string, readonly SeedPlayer[]>;
}

function buildFixtures(random: Random, { seed, number, teams, squads }: SeasonParts): SeedFixture[] {
  const rounds = doubleRoundRobin(random.shuffle([...teams.keys()]));
  const liveMatchday = liveMatchdayOf(rounds.length);
  const fixtures: SeedFixture[] = [];
  for (const [roundIndex, round] of rounds.entries()) {
    const matchday = roundIndex + 1;
    const slots = kickOffSlots[round.length];
    if (slots === undefined || slots.length !== round.length) throw new Error(`No kick-off slots for ${round.length} fixtures a matchday`);
    for (const [index, pairing] of random.shuffle(round).entries()) {
      const [day, minute] = slots[index] ?? [0, 0];
      const home = teams.get(pairing.home);
      const away = teams.get(pairing.away);
      if (home === undefined || away === undefined) throw new Error(`Unknown team in ${pairing.home}-${pairing.away}`);
      const showcase = number === 1 && matchday === liveMatchday && index === showcaseSlot;
      // Simultaneous kick-offs take the tournament's channels in turn; one past the last is not televised.
      const sameSlot = slots.slice(0, index).filter(([otherDay, otherMinute]) => otherDay === day && otherMinute === minute).length;
      const id = `g${number}${pad(fixtures.length + 1, 4)}`;
      const match = simulateMatch(createRandom(sportsSeedNumber * 31 + number * 10_000 + fixtures.length), {
        home,
        away,
        squads,
        capacity: home.club.capacity,
        lively: showcase,
      });
      fixtures.push({
        id,
        tournamentId: seed.id,
        matchday,
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: home.venueId,
        dayOffset: firstDayOf(matchday, liveMatchday) + day,
        kickOffMinute: minute,
        showcase,
        channelId: showcase ? showcaseChannel : broadcastChannels[number - 1]?.[sameSlot],
        ...match,
      });
    }
  }
  return fixtures;
}

export function buildSportsSeed(): SportsSeed {
  const result: SportsSeed = { tournaments: [], teams: [], players: [], fixtures: [] };
  for (const [index, seed] of tournamentSeeds.entries()) {
    const number = index + 1;
    const random = createRandom(sportsSeedNumber + number);
    const teams = buildTeams(random, seed, number);
    const squads = new Map(
      teams.map((team, teamIndex) => [
        team.id,
        buildSquad(random, { teamId: team.id, teamNumber: number * 100 + teamIndex + 1, country: seed.country, namePool: seed.namePool }),
      ]),
    );
    const fixtures = buildFixtures(random, { seed, number, teams: new Map(teams.map((team) => [team.id, team])), squads });
    result.tournaments.push({ id: seed.id, position: number, name: seed.name, shortName: seed.shortName, country: seed.country });
    result.teams.push(...teams);
    result.players.push(...[...squads.values()].flat());
    result.fixtures.push(...fixtures);
  }
  return result;
}
