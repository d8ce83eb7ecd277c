/**
 * The sport channels' day: live matches in the afternoon and evening (broadcast time), studio shows around them,
 * highlights, magazines in the morning and replays through the night. Formats; pure apart from the day's picks.
 */
import type { LocalizedText } from "../../db/localizedText";
import { text } from "./epgText";
import { anyLength, type ChannelSchedule, type ProgrammeFormat } from "./epgTypes";
import { basketballCompetitions, type Competition, fixture, fixtureTitle, footballCompetitions, matchdayOf } from "./sportWords";

const football = text("Football", "كرة القدم", "Football");
const basketball = text("Basketball", "كرة السلة", "Basket-ball");
const studio = text("Sport studio", "استوديو رياضي", "Plateau sport");
const highlights = text("Highlights", "ملخصات", "Résumés");
const magazineCategory = text("Sport magazine", "مجلة رياضية", "Magazine sportif");

const live = text("Live:", "مباشر:", "En direct :");
const replay = text("Replay:", "إعادة:", "Rediffusion :");

/** "1re", "2e", "21e": French feminine ordinals, as in "1re journée". */
function frenchOrdinal(value: number): string {
  return value === 1 ? "1re" : `${value}e`;
}

function matchDescription(competition: Competition, matchday: number, replayed: boolean): LocalizedText {
  if (replayed) {
    return text(
      `The whole match again: matchday ${matchday} of the ${competition.name.en}.`,
      `المباراة كاملة من جديد: الجولة ${matchday} من ${competition.name.ar}.`,
      `Le match en intégralité : ${frenchOrdinal(matchday)} journée ${competition.frOf}.`,
    );
  }
  return text(
    `Matchday ${matchday} of the ${competition.name.en}, with the build-up and the analysis after the final whistle.`,
    `الجولة ${matchday} من ${competition.name.ar}، مع التحليل قبل المباراة وبعد صافرة النهاية.`,
    `${frenchOrdinal(matchday)} journée ${competition.frOf}, avec l'avant-match et l'analyse après le coup de sifflet final.`,
  );
}

function match(category: LocalizedText, competitions: readonly Competition[], hours: readonly [number, number], replayed: boolean): ProgrammeFormat {
  return {
    category,
    minutes: [120],
    hours,
    startsAt: "hour",
    weight: replayed ? 2 : 4,
    text: ({ random, dayNumber }) => {
      const { home, away } = fixture(random);
      const description = matchDescription(random.pick(competitions), matchdayOf(dayNumber), replayed);
      return { title: fixtureTitle(home, away, replayed ? replay : live), description };
    },
  };
}

function show(title: LocalizedText, description: LocalizedText, category: LocalizedText, minutes: readonly number[], hours: readonly [number, number]): ProgrammeFormat {
  return { category, minutes, hours, weight: 2, text: () => ({ title, description }) };
}

export const sportSchedule: ChannelSchedule = {
  formats: [
    match(football, footballCompetitions, [15, 23], false),
    match(basketball, basketballCompetitions, [16, 22], false),
    match(football, footballCompetitions, [0, 11], true),
    show(
      text("Sport Tonight", "الرياضة الليلة", "Sport ce soir"),
      text("The evening's matches, the guests and the talking points.", "مباريات الليلة والضيوف وأبرز القضايا.", "Les matchs du soir, les invités et les débats."),
      studio,
      [60],
      [18, 23],
    ),
    show(
      text("The Big Match Studio", "استوديو المباراة", "Le Studio du match"),
      text("Line-ups, tactics and the stories behind the week's big match.", "التشكيلات والخطط وكواليس مباراة الأسبوع.", "Compositions, tactique et coulisses du grand match de la semaine."),
      studio,
      [30, 60],
      [13, 20],
    ),
    show(
      text("Goals of the Week", "أهداف الأسبوع", "Les Buts de la semaine"),
      text("Every goal of the week's matches, from every angle.", "كل أهداف مباريات الأسبوع من كل الزوايا.", "Tous les buts des matchs de la semaine, sous tous les angles."),
      highlights,
      [30],
      [0, 23],
    ),
    show(
      text("Match Highlights", "ملخص المباريات", "Le Résumé des matchs"),
      text("The best moments of yesterday's matches.", "أفضل لحظات مباريات الأمس.", "Les meilleurs moments des matchs d'hier."),
      highlights,
      [30],
      [6, 14],
    ),
    show(
      text("Legends", "أساطير الملاعب", "Légendes du sport"),
      text("Portraits of the players who made the region's football history.", "قصص اللاعبين الذين صنعوا تاريخ كرة القدم في المنطقة.", "Portraits des joueurs qui ont fait l'histoire du football de la région."),
      magazineCategory,
      [60],
      [9, 17],
    ),
    show(
      text("Morning Workout", "تمارين الصباح", "Gym du matin"),
      text("Half an hour of exercise to start the day.", "نصف ساعة من التمارين لبداية اليوم.", "Une demi-heure d'exercice pour bien commencer la journée."),
      magazineCategory,
      [30],
      [5, 8],
    ),
  ],
  filler: show(
    text("Sport Extra", "رياضة إكسترا", "Sport Extra"),
    text("Reports, interviews and the best moments of the season.", "تقارير ومقابلات وأجمل لحظات الموسم.", "Reportages, interviews et meilleurs moments de la saison."),
    magazineCategory,
    anyLength,
    [0, 23],
  ),
};
