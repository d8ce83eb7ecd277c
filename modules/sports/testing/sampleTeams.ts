/**
 * The sports sample's league and clubs (sampleSports.ts): a six-team Jordanian league whose names, cities, stadiums
 * and colours are given in Arabic, English and French and picked by the story's or test's locale, as the adapter
 * hands the views names in the viewer's language. Invented data, fixed so tests and screenshots never move.
 */
import type { Team, TeamRef, Tournament, Venue } from "@/domain/sports/types";
import type { Locale } from "@/domain/types";

export type Words = Readonly<Record<Locale, string>>;

/** Arabic, English, and French when it differs from English. */
export function words(ar: string, en: string, fr: string = en): Words {
  return { ar, en, fr };
}

interface TeamSeed {
  id: string;
  name: Words;
  shortName: Words;
  code: string;
  city: Words;
  founded: number;
  colours: { hex: string; name: Words }[];
  venue: { id: string; name: Words; capacity: number };
}

const amman = words("عمّان", "Amman");
const blue = words("أزرق", "Blue", "Bleu");
const white = words("أبيض", "White", "Blanc");
const green = words("أخضر", "Green", "Vert");
const red = words("أحمر", "Red", "Rouge");

const seeds: readonly TeamSeed[] = [
  {
    id: "fai",
    name: words("الفيصلي", "Al-Faisaly"),
    shortName: words("الفيصلي", "Faisaly"),
    code: "FAI",
    city: amman,
    founded: 1932,
    colours: [
      { hex: "#1d4fa0", name: blue },
      { hex: "#ffffff", name: white },
    ],
    venue: { id: "v-amman", name: words("ستاد عمّان الدولي", "Amman International Stadium", "Stade international d’Amman"), capacity: 17_619 },
  },
  {
    id: "weh",
    name: words("الوحدات", "Al-Wehdat"),
    shortName: words("الوحدات", "Wehdat"),
    code: "WEH",
    city: amman,
    founded: 1956,
    colours: [
      { hex: "#0f7a3d", name: green },
      { hex: "#c8102e", name: red },
      { hex: "#ffffff", name: white },
    ],
    venue: { id: "v-king", name: words("ستاد الملك عبدالله الثاني", "King Abdullah II Stadium", "Stade Roi-Abdallah-II"), capacity: 13_265 },
  },
  {
    id: "hus",
    name: words("الحسين", "Al-Hussein"),
    shortName: words("الحسين", "Hussein"),
    code: "HUS",
    city: words("إربد", "Irbid"),
    founded: 1964,
    colours: [
      { hex: "#f2c200", name: words("أصفر", "Yellow", "Jaune") },
      { hex: "#10307a", name: words("أزرق داكن", "Navy blue", "Bleu marine") },
    ],
    venue: { id: "v-hassan", name: words("ستاد الحسن", "Al-Hassan Stadium", "Stade Al-Hassan"), capacity: 12_000 },
  },
  {
    id: "ram",
    name: words("الرمثا", "Al-Ramtha"),
    shortName: words("الرمثا", "Ramtha"),
    code: "RAM",
    city: words("الرمثا", "Ramtha"),
    founded: 1966,
    colours: [
      { hex: "#2b8fd6", name: words("أزرق سماوي", "Sky blue", "Bleu ciel") },
      { hex: "#ffffff", name: white },
    ],
    venue: { id: "v-hashem", name: words("ستاد الأمير هاشم", "Prince Hashem Stadium", "Stade Prince-Hachem"), capacity: 5_000 },
  },
  {
    id: "sha",
    name: words("شباب الأردن", "Shabab Al-Ordon"),
    shortName: words("شباب الأردن", "Shabab"),
    code: "SHA",
    city: amman,
    founded: 2002,
    colours: [
      { hex: "#b5121b", name: red },
      { hex: "#ffffff", name: white },
    ],
    venue: { id: "v-polo", name: words("ستاد البولو", "Polo Stadium", "Stade du Polo"), capacity: 3_000 },
  },
  {
    id: "sal",
    name: words("السلط", "Al-Salt"),
    shortName: words("السلط", "Salt"),
    code: "SAL",
    city: words("السلط", "Salt"),
    founded: 1965,
    colours: [
      { hex: "#e87722", name: words("برتقالي", "Orange") },
      { hex: "#111111", name: words("أسود", "Black", "Noir") },
    ],
    venue: { id: "v-salt", name: words("ستاد السلط", "Al-Salt Stadium", "Stade d’As-Salt"), capacity: 7_000 },
  },
];

export const sampleTournamentId = "jpl";

export function sampleTournament(locale: Locale): Tournament {
  return {
    id: sampleTournamentId,
    name: words("دوري المحترفين الأردني", "Jordanian Pro League", "Championnat de Jordanie")[locale],
    shortName: words("دوري المحترفين", "Pro League", "Pro League")[locale],
    country: "JO",
    season: { name: "2025–26", startDate: "2026-02-27", endDate: "2026-05-29" },
    teamCount: seeds.length,
    matchdayCount: 10,
    currentMatchday: 3,
  };
}

function teamOf(seed: TeamSeed, locale: Locale): Team {
  const venue: Venue = { id: seed.venue.id, name: seed.venue.name[locale], city: seed.city[locale], capacity: seed.venue.capacity };
  return {
    id: seed.id,
    name: seed.name[locale],
    shortName: seed.shortName[locale],
    code: seed.code,
    tournamentId: sampleTournamentId,
    city: seed.city[locale],
    founded: seed.founded,
    colours: seed.colours.map((colour) => ({ hex: colour.hex, name: colour.name[locale] })),
    venue,
  };
}

/** The six clubs, in the league's own order (not the table's). */
export function sampleTeams(locale: Locale): Team[] {
  return seeds.map((seed) => teamOf(seed, locale));
}

/** One club by id; the sample is fixed, so an unknown id is a mistake in the sample itself. */
export function sampleTeam(locale: Locale, id: string = "fai"): Team {
  const seed = seeds.find((candidate) => candidate.id === id);
  if (seed === undefined) throw new Error(`sampleTeam: no team ${id} in the sample`);
  return teamOf(seed, locale);
}

export function teamRef(team: Team): TeamRef {
  return { id: team.id, name: team.name, shortName: team.shortName, code: team.code };
}
