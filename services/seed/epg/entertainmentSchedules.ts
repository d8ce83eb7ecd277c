/**
 * The entertainment channels' days, by kind: drama (daily series, an afternoon and a late film, talk and cooking),
 * cinema, comedy, family, classics. Hours are broadcast hours (epgTypes.ts broadcastOffsetMinutes).
 */
import { adjectiveTitle } from "../titleTemplates";
import { createRandom } from "../createRandom";
import { showNouns, showQualifiers } from "../titleWords";
import { seedOf, text } from "./epgText";
import { anyLength, type ChannelSchedule } from "./epgTypes";
import { channelSeries, film, fixedShow, seriesEpisode } from "./programmeFormats";
import { comedyStories, episodeStories, filmStories } from "./storyWords";

const series = text("Series", "مسلسل", "Série");
const movie = text("Film", "فيلم", "Film");
const talk = text("Talk show", "برنامج حواري", "Talk-show");
const cooking = text("Cooking", "طبخ", "Cuisine");
const comedy = text("Comedy", "كوميديا", "Comédie");
const game = text("Game show", "مسابقات", "Jeu");

/** The channel's own talk show: "The Gulf Majlis", fixed for the channel. */
function channelTalkShow(channelId: string) {
  const random = createRandom(seedOf(`${channelId}:talk`));
  return fixedShow(
    adjectiveTitle(random.pick(showNouns), random.pick(showQualifiers)),
    text("Guests from the arts and sport in candid conversation.", "ضيوف من عالم الفن والرياضة في حوار صريح.", "Des invités des arts et du sport pour un entretien franc."),
    talk,
    [60],
    [17, 19],
  );
}

const kitchen = fixedShow(
  text("The Arab Kitchen", "المطبخ العربي", "La Cuisine arabe"),
  text("Dishes from across the region, prepared step by step.", "أطباق من كل أنحاء المنطقة تُحضَّر خطوة بخطوة.", "Des plats de toute la région, préparés pas à pas."),
  cooking,
  [30, 60],
  [10, 14],
);

export function dramaSchedule(channelId: string): ChannelSchedule {
  const titles = channelSeries(channelId, 6);
  return {
    formats: [
      seriesEpisode({ titles, stories: episodeStories, category: series, minutes: [45, 60], hours: [19, 23], weight: 8 }),
      seriesEpisode({ titles, stories: episodeStories, category: series, minutes: [45, 60], hours: [0, 18], weight: 4 }),
      film({ category: movie, stories: filmStories, hours: [13, 16], weight: 2 }),
      film({ category: movie, stories: filmStories, hours: [23, 2], weight: 3 }),
      channelTalkShow(channelId),
      kitchen,
    ],
    filler: seriesEpisode({ titles, stories: episodeStories, category: series, minutes: anyLength, hours: [0, 23], weight: 1 }),
  };
}

export function cinemaSchedule(): ChannelSchedule {
  return {
    formats: [
      film({ category: movie, stories: filmStories, hours: [0, 23], weight: 6 }),
      fixedShow(
        text("On Set", "كواليس", "Sur le plateau"),
        text("Behind the scenes of the films shooting in the region.", "كواليس الأفلام التي تُصوَّر في المنطقة.", "Dans les coulisses des films tournés dans la région."),
        text("Cinema magazine", "مجلة سينمائية", "Magazine de cinéma"),
        [30],
        [10, 20],
      ),
    ],
    filler: fixedShow(
      text("Short Films", "أفلام قصيرة", "Courts métrages"),
      text("Short films by the region's new directors.", "أفلام قصيرة لمخرجين جدد من المنطقة.", "Des courts métrages de jeunes réalisateurs de la région."),
      text("Short film", "فيلم قصير", "Court métrage"),
      anyLength,
      [0, 23],
    ),
  };
}

export function comedySchedule(channelId: string): ChannelSchedule {
  const titles = channelSeries(`${channelId}:sitcom`, 5);
  return {
    formats: [
      seriesEpisode({ titles, stories: comedyStories, category: text("Sitcom", "سيتكوم", "Sitcom"), minutes: [30], hours: [0, 23], weight: 6 }),
      film({ category: comedy, stories: comedyStories, hours: [14, 1], weight: 2, minutes: [90, 105] }),
      fixedShow(
        text("Comedy Night", "ليلة الضحك", "Soirée comédie"),
        text("Stand-up comedians from Cairo to Casablanca.", "نجوم الكوميديا الارتجالية من القاهرة إلى الدار البيضاء.", "Des humoristes de stand-up, du Caire à Casablanca."),
        comedy,
        [60],
        [20, 23],
        3,
      ),
    ],
    filler: fixedShow(
      text("Sketches", "اسكتشات", "Sketchs"),
      text("The best sketches of the season.", "أفضل اسكتشات الموسم.", "Les meilleurs sketchs de la saison."),
      comedy,
      anyLength,
      [0, 23],
    ),
  };
}

export function familySchedule(channelId: string): ChannelSchedule {
  const titles = channelSeries(`${channelId}:family`, 4);
  return {
    formats: [
      seriesEpisode({ titles, stories: episodeStories, category: series, minutes: [45, 60], hours: [0, 23], weight: 4 }),
      film({ category: text("Family film", "فيلم عائلي", "Film familial"), stories: comedyStories, hours: [15, 21], weight: 3, minutes: [90] }),
      fixedShow(
        text("The Family Challenge", "تحدي العائلة", "Le Défi des familles"),
        text("Two families face off in games and riddles.", "عائلتان تتنافسان في الألعاب والألغاز.", "Deux familles s'affrontent en jeux et en énigmes."),
        game,
        [60],
        [17, 21],
        3,
      ),
      kitchen,
    ],
    filler: fixedShow(
      text("Family Time", "وقت العائلة", "En famille"),
      text("Stories, songs and games for all ages.", "حكايات وأغانٍ وألعاب لكل الأعمار.", "Histoires, chansons et jeux pour tous les âges."),
      text("Entertainment", "منوعات", "Divertissement"),
      anyLength,
      [0, 23],
    ),
  };
}

export function classicsSchedule(channelId: string): ChannelSchedule {
  const titles = channelSeries(`${channelId}:classics`, 4);
  return {
    formats: [
      film({
        category: text("Classic film", "فيلم كلاسيكي", "Film classique"),
        stories: filmStories,
        hours: [0, 23],
        weight: 5,
        lead: text("A black-and-white classic.", "من روائع الأبيض والأسود.", "Un classique en noir et blanc."),
        minutes: [105, 120],
      }),
      seriesEpisode({ titles, stories: episodeStories, category: text("Classic series", "مسلسل كلاسيكي", "Série classique"), minutes: [60], hours: [8, 22], weight: 3 }),
      fixedShow(
        text("Heritage", "تراث", "Patrimoine"),
        text("Crafts, songs and customs handed down the generations.", "حرف وأغانٍ وعادات تتوارثها الأجيال.", "Artisanat, chants et coutumes transmis de génération en génération."),
        text("Documentary", "وثائقي", "Documentaire"),
        [60],
        [9, 18],
      ),
    ],
    filler: fixedShow(
      text("From the Archive", "من الأرشيف", "Archives"),
      text("Rare footage from the television archive.", "لقطات نادرة من أرشيف التلفزيون.", "Des images rares des archives de la télévision."),
      text("Archive", "أرشيف", "Archives"),
      anyLength,
      [0, 23],
    ),
  };
}
