/**
 * The children's channel's day: cartoons all morning (broadcast time), learning shows before noon, an animated film
 * in the afternoon, quizzes after school, bedtime stories, and cartoons again through the night. Pure apart from the
 * day's picks.
 */
import type { LocalizedText } from "../../db/localizedText";
import { adventuresTitle, pairTitle } from "../titleTemplates";
import { kidsNames } from "../titleWords";
import { dailyEpisode, episodeSentence, onscreenEpisode, sentences, text } from "./epgText";
import { anyLength, type ChannelSchedule, type ProgrammeFormat } from "./epgTypes";

const cartoonCategory = text("Cartoon", "رسوم متحركة", "Dessin animé");
const learningCategory = text("Educational", "تعليمي", "Éducatif");
const filmCategory = text("Animated film", "فيلم رسوم متحركة", "Film d'animation");
const gameCategory = text("Game show", "مسابقات", "Jeu");

const people = kidsNames.filter((name) => !name.en.startsWith("the "));
const creatures = kidsNames.filter((name) => name.en.startsWith("the "));

/** The channel's cartoons: fixed, so a series keeps its title from one day to the next. */
const cartoons: readonly LocalizedText[] = [
  ...creatures.map(adventuresTitle),
  ...people.slice(0, 6).map((name, index) => pairTitle(name, people[(index + 3) % people.length] ?? name)),
];

const plots: readonly LocalizedText[] = [
  text("a kite lost over the old town", "طائرة ورقية ضائعة فوق المدينة القديمة", "un cerf-volant perdu au-dessus de la vieille ville"),
  text("a treasure map in the desert", "خريطة كنز في الصحراء", "une carte au trésor dans le désert"),
  text("the school science fair", "معرض العلوم في المدرسة", "la fête de la science à l'école"),
  text("a storm in the harbour", "عاصفة في الميناء", "une tempête dans le port"),
  text("grandmother's secret recipe", "وصفة الجدة السرية", "la recette secrète de grand-mère"),
  text("a camel that will not move", "جمل يرفض أن يتحرك", "un chameau qui refuse d'avancer"),
  text("the missing football", "الكرة المفقودة", "le ballon disparu"),
  text("a night under the stars", "ليلة تحت النجوم", "une nuit à la belle étoile"),
];

function cartoon(hours: readonly [number, number], weight: number): ProgrammeFormat {
  return {
    category: cartoonCategory,
    minutes: [30],
    hours,
    weight,
    text: ({ random, dayNumber, localHour }) => {
      const index = random.int(0, cartoons.length - 1);
      const { season, episode } = dailyEpisode(dayNumber, index * 11 + localHour);
      const plot = plots[(index + episode) % plots.length] ?? random.pick(plots);
      const adventure = text(`A new adventure: ${plot.en}.`, `مغامرة جديدة: ${plot.ar}.`, `Nouvelle aventure : ${plot.fr}.`);
      return { title: cartoons[index] ?? cartoonCategory, description: sentences(episodeSentence(episode), adventure), episode: onscreenEpisode(season, episode) };
    },
  };
}

function fixed(title: LocalizedText, description: LocalizedText, category: LocalizedText, minutes: readonly number[], hours: readonly [number, number]): ProgrammeFormat {
  return { category, minutes, hours, weight: 2, text: () => ({ title, description }) };
}

export const kidsSchedule: ChannelSchedule = {
  formats: [
    cartoon([6, 11], 8),
    cartoon([12, 20], 3),
    cartoon([21, 5], 4),
    fixed(
      text("Letters and Numbers", "حروف وأرقام", "Lettres et chiffres"),
      text("Reading and counting with songs and games.", "القراءة والحساب مع الأغاني والألعاب.", "Lire et compter en chansons et en jeux."),
      learningCategory,
      [30],
      [7, 11],
    ),
    fixed(
      text("Little Scientists", "العلماء الصغار", "Les Petits Savants"),
      text("Simple experiments to try at home.", "تجارب بسيطة يمكن تجربتها في البيت.", "Des expériences simples à refaire à la maison."),
      learningCategory,
      [30],
      [8, 12],
    ),
    {
      category: filmCategory,
      minutes: [90],
      hours: [13, 17],
      startsAt: "hour",
      weight: 3,
      text: ({ random }) => {
        const hero = random.pick(creatures);
        const title = adventuresTitle(hero);
        return {
          title: text(`${title.en}: The Movie`, `${title.ar}: الفيلم`, `${title.fr}, le film`),
          description: text(
            "A feature-length adventure for the whole family.",
            "مغامرة طويلة لكل أفراد العائلة.",
            "Une grande aventure pour toute la famille.",
          ),
        };
      },
    },
    fixed(
      text("Quiz Kids", "مسابقة الأذكياء", "Les Petits Génies"),
      text("Two schools compete in a quiz of general knowledge.", "مدرستان تتنافسان في مسابقة ثقافة عامة.", "Deux écoles s'affrontent dans un quiz de culture générale."),
      gameCategory,
      [30],
      [16, 19],
    ),
    fixed(
      text("Bedtime Stories", "حكايات قبل النوم", "Histoires du soir"),
      text("A calm story read aloud before sleep.", "حكاية هادئة تُروى قبل النوم.", "Une histoire douce lue avant de dormir."),
      learningCategory,
      [30],
      [19, 21],
    ),
  ],
  filler: fixed(
    text("Cartoon Time", "وقت الكرتون", "L'Heure des dessins animés"),
    text("Cartoons one after the other for young viewers.", "رسوم متحركة متتالية للمشاهدين الصغار.", "Des dessins animés à la suite pour les jeunes téléspectateurs."),
    cartoonCategory,
    anyLength,
    [0, 23],
  ),
};
