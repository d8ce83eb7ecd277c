/** The documentary and music channels' days. Hours are broadcast hours (epgTypes.ts broadcastOffsetMinutes). */
import type { LocalizedText } from "../../db/localizedText";
import { placeTitle } from "../titleTemplates";
import { places, pluralNouns } from "../titleWords";
import { text } from "./epgText";
import { anyLength, type ChannelSchedule, type ProgrammeFormat } from "./epgTypes";
import { fixedShow } from "./programmeFormats";

const documentary = text("Documentary", "وثائقي", "Documentaire");
const music = text("Music", "موسيقى", "Musique");
const concertCategory = text("Concert", "حفل", "Concert");

const subjects: readonly { title: LocalizedText; description: LocalizedText }[] = [
  {
    title: text("Wild Arabia", "الجزيرة العربية البرية", "L'Arabie sauvage"),
    description: text("Oryx, foxes and falcons of the Empty Quarter.", "المها والثعالب والصقور في الربع الخالي.", "Oryx, renards et faucons du Quart vide."),
  },
  {
    title: text("The Nile", "النيل", "Le Nil"),
    description: text("A journey down the river, from its sources to the sea.", "رحلة على طول النهر من منابعه إلى البحر.", "Un voyage le long du fleuve, de ses sources à la mer."),
  },
  {
    title: text("Cities of Salt", "مدن الملح", "Les Villes de sel"),
    description: text("How the Gulf's fishing villages became cities.", "كيف تحولت قرى الصيد في الخليج إلى مدن.", "Comment les villages de pêcheurs du Golfe sont devenus des villes."),
  },
  {
    title: text("The Stargazers", "راصدو النجوم", "Les Observateurs des étoiles"),
    description: text("The astronomers of Baghdad and Cordoba.", "علماء الفلك في بغداد وقرطبة.", "Les astronomes de Bagdad et de Cordoue."),
  },
  {
    title: text("Under the Red Sea", "تحت البحر الأحمر", "Sous la mer Rouge"),
    description: text("Coral reefs and the divers who protect them.", "الشعاب المرجانية والغواصون الذين يحمونها.", "Les récifs coralliens et les plongeurs qui les protègent."),
  },
  {
    title: text("Atlas", "الأطلس", "L'Atlas"),
    description: text("Life in the villages of Morocco's high mountains.", "الحياة في قرى جبال المغرب العالية.", "La vie dans les villages du Haut Atlas marocain."),
  },
];

/** French "in the place" from "of the place": "du Caire" → "au Caire", "d'Amman" → "à Amman". */
function frenchIn(frOf: string): string {
  if (frOf.startsWith("du ")) return `au ${frOf.slice(3)}`;
  if (frOf.startsWith("d'")) return `à ${frOf.slice(2)}`;
  return frOf.startsWith("de ") ? `à ${frOf.slice(3)}` : frOf;
}

const documentaries: ProgrammeFormat = {
  category: documentary,
  minutes: [45, 60],
  hours: [0, 23],
  weight: 5,
  text: ({ random }) => {
    if (random.chance(0.4)) {
      const where = random.pick(places);
      return {
        title: placeTitle(random.pick(pluralNouns), where),
        description: text(
          `A filmed journey through ${where.en} and its people.`,
          `رحلة مصورة في ${where.ar} وحكايات أهلها.`,
          `Un voyage filmé ${frenchIn(where.frOf)} et à la rencontre de ses habitants.`,
        ),
      };
    }
    return random.pick(subjects);
  },
};

export function docsSchedule(): ChannelSchedule {
  return {
    formats: [
      documentaries,
      fixedShow(
        text("Science Now", "العلم الآن", "La Science aujourd'hui"),
        text("The discoveries of the week, explained simply.", "اكتشافات الأسبوع بشرح مبسط.", "Les découvertes de la semaine, expliquées simplement."),
        text("Science", "علوم", "Sciences"),
        [30],
        [8, 20],
      ),
    ],
    filler: fixedShow(
      text("Short Documentaries", "وثائقيات قصيرة", "Courts documentaires"),
      text("Short films about nature, history and science.", "أفلام قصيرة عن الطبيعة والتاريخ والعلوم.", "Des films courts sur la nature, l'histoire et les sciences."),
      documentary,
      anyLength,
      [0, 23],
    ),
  };
}

const concerts: readonly LocalizedText[] = [
  text("An evening of Andalusian music from Fez.", "أمسية من الموسيقى الأندلسية من فاس.", "Une soirée de musique andalouse à Fès."),
  text("The summer festival's closing night, live from Carthage.", "الليلة الختامية لمهرجان الصيف مباشرة من قرطاج.", "La soirée de clôture du festival d'été, en direct de Carthage."),
  text("Oud and orchestra at the Cairo Opera House.", "العود والأوركسترا في دار الأوبرا المصرية.", "Oud et orchestre à l'Opéra du Caire."),
  text("The new generation of Gulf pop on one stage.", "الجيل الجديد من البوب الخليجي على مسرح واحد.", "La nouvelle génération de la pop du Golfe sur une même scène."),
];

export function musicSchedule(): ChannelSchedule {
  return {
    formats: [
      fixedShow(
        text("Top 20", "أفضل 20 أغنية", "Top 20"),
        text("The week's most played songs across the region.", "الأغاني الأكثر استماعاً هذا الأسبوع في المنطقة.", "Les chansons les plus écoutées de la semaine dans la région."),
        music,
        [60],
        [12, 22],
        3,
      ),
      {
        category: concertCategory,
        minutes: [90, 120],
        hours: [20, 23],
        startsAt: "hour",
        weight: 4,
        text: ({ random }) => ({ title: text("Live in Concert", "حفل مباشر", "En concert"), description: random.pick(concerts) }),
      },
      fixedShow(
        text("Tarab Classics", "روائع الطرب", "Les Classiques du tarab"),
        text("The great voices of Arab song, from the archive.", "كبار أصوات الغناء العربي من الأرشيف.", "Les grandes voix de la chanson arabe, en archives."),
        music,
        [60],
        [0, 23],
      ),
      fixedShow(
        text("Music News", "أخبار الفن", "L'Actu musicale"),
        text("New releases, tours and interviews.", "إصدارات جديدة وجولات ومقابلات.", "Nouveautés, tournées et interviews."),
        text("Magazine", "مجلة", "Magazine"),
        [30],
        [9, 19],
      ),
    ],
    filler: fixedShow(
      text("Non-stop Hits", "أغانٍ بلا توقف", "Hits non-stop"),
      text("Music videos, one after the other.", "فيديوهات موسيقية متتالية.", "Des clips à la suite."),
      music,
      anyLength,
      [0, 23],
    ),
  };
}
