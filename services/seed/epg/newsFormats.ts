/**
 * The news channel's day: a bulletin on every hour (the main evening news at 20:00 broadcast time runs an hour) and
 * a half-hour magazine or talk show at every half past. Word lists and formats; pure apart from the day's picks.
 */
import type { LocalizedText } from "../../db/localizedText";
import { sentences, text } from "./epgText";
import type { ChannelSchedule, ProgrammeFormat, SlotContext } from "./epgTypes";

const newsCategory = text("News", "أخبار", "Actualités");
const talkCategory = text("Talk show", "برنامج حواري", "Débat");
const magazineCategory = text("Magazine", "مجلة إخبارية", "Magazine");

const headlines: readonly LocalizedText[] = [
  text(
    "The headlines from the region and the world, with our correspondents.",
    "أبرز عناوين المنطقة والعالم مع مراسلينا.",
    "Les titres de la région et du monde, avec nos correspondants.",
  ),
  text("The latest news, live from the newsroom.", "آخر الأخبار مباشرة من غرفة الأخبار.", "Les dernières informations, en direct de la rédaction."),
  text(
    "Politics, economy and society: the hour's main stories.",
    "السياسة والاقتصاد والمجتمع: أهم أخبار الساعة.",
    "Politique, économie et société : l'essentiel de l'heure.",
  ),
  text("News in brief, then the weather across the region.", "موجز الأخبار ثم حالة الطقس في المنطقة.", "Les informations en bref, puis la météo dans la région."),
];

const topics: readonly LocalizedText[] = [
  text("water scarcity", "شح المياه", "la pénurie d'eau"),
  text("jobs for young people", "تشغيل الشباب", "l'emploi des jeunes"),
  text("renewable energy", "الطاقة المتجددة", "les énergies renouvelables"),
  text("the cost of living", "غلاء المعيشة", "le coût de la vie"),
  text("school reform", "إصلاح التعليم", "la réforme de l'école"),
  text("tourism after the summer", "السياحة بعد الصيف", "le tourisme après l'été"),
  text("climate change", "تغير المناخ", "le changement climatique"),
  text("artificial intelligence", "الذكاء الاصطناعي", "l'intelligence artificielle"),
  text("women in business", "المرأة وريادة الأعمال", "les femmes entrepreneures"),
  text("food security", "الأمن الغذائي", "la sécurité alimentaire"),
  text("housing in the big cities", "السكن في المدن الكبرى", "le logement dans les grandes villes"),
  text("paying by phone", "الدفع عبر الهاتف", "le paiement mobile"),
];

const guests: readonly LocalizedText[] = [
  text("an economist", "خبير اقتصادي", "un économiste"),
  text("a former minister", "وزير سابق", "un ancien ministre"),
  text("a climate scientist", "عالمة مناخ", "une climatologue"),
  text("a young entrepreneur", "رائد أعمال شاب", "un jeune entrepreneur"),
  text("a university professor", "أستاذ جامعي", "une professeure d'université"),
];

const hours = (first: number, last: number): readonly [number, number] => [first, last];

function bulletin(title: LocalizedText, minutes: number, first: number, last: number): ProgrammeFormat {
  return {
    category: newsCategory,
    minutes: [minutes],
    hours: hours(first, last),
    startsAt: "hour",
    weight: 1,
    text: ({ random }) => ({ title, description: random.pick(headlines) }),
  };
}

/** A half-hour magazine with a fixed title and a description from the day's picks. */
function magazine(title: LocalizedText, category: LocalizedText, describe: (context: SlotContext) => LocalizedText): ProgrammeFormat {
  return { category, minutes: [30], hours: hours(0, 23), startsAt: "half", weight: 1, text: (context) => ({ title, description: describe(context) }) };
}

const debate = (topic: LocalizedText): LocalizedText =>
  text(
    `Guests debate ${topic.en}, with viewers' questions.`,
    `ضيوف يناقشون ${topic.ar} مع أسئلة المشاهدين.`,
    `Débat : ${topic.fr}, avec les questions des téléspectateurs.`,
  );

const interview = (guest: LocalizedText, topic: LocalizedText): LocalizedText =>
  text(
    `An interview with ${guest.en} about ${topic.en}.`,
    `حوار مع ${guest.ar} حول ${topic.ar}.`,
    `Entretien avec ${guest.fr} sur ${topic.fr}.`,
  );

const magazines: readonly ProgrammeFormat[] = [
  magazine(text("The Arab Street", "الشارع العربي", "La Rue arabe"), talkCategory, ({ random }) => debate(random.pick(topics))),
  magazine(text("Face to Face", "وجهاً لوجه", "Face à face"), talkCategory, ({ random }) => interview(random.pick(guests), random.pick(topics))),
  magazine(text("Markets Today", "الأسواق اليوم", "Les Marchés aujourd'hui"), magazineCategory, () =>
    text(
      "Stocks, oil and currencies: the day on the Gulf and world markets.",
      "الأسهم والنفط والعملات: حصاد اليوم في أسواق الخليج والعالم.",
      "Actions, pétrole et devises : la journée sur les marchés du Golfe et du monde.",
    ),
  ),
  magazine(text("Sports Desk", "النشرة الرياضية", "Le Journal des sports"), magazineCategory, () =>
    text("Results, transfers and the day's sport news.", "النتائج والانتقالات وأخبار الرياضة اليوم.", "Résultats, transferts et actualité sportive du jour."),
  ),
  magazine(text("Press Review", "جولة في الصحافة", "La Revue de presse"), magazineCategory, ({ random }) => {
    const topic = random.pick(topics);
    return sentences(
      text("What the region's newspapers write today.", "ماذا تكتب صحف المنطقة اليوم.", "Ce qu'écrivent aujourd'hui les journaux de la région."),
      text(`In focus: ${topic.en}.`, `في الواجهة: ${topic.ar}.`, `À la une : ${topic.fr}.`),
    );
  }),
  magazine(text("Tech Today", "عالم التقنية", "Le Monde de la tech"), magazineCategory, () =>
    text("New apps, start-ups and gadgets from the region.", "تطبيقات وشركات ناشئة وأجهزة جديدة من المنطقة.", "Applications, start-up et gadgets de la région."),
  ),
  magazine(text("Your Health", "صحتك", "Votre santé"), magazineCategory, () =>
    text("Doctors answer viewers' questions on everyday health.", "أطباء يجيبون عن أسئلة المشاهدين حول الصحة اليومية.", "Des médecins répondent aux questions des téléspectateurs."),
  ),
];

export const newsSchedule: ChannelSchedule = {
  formats: [
    bulletin(text("Morning News", "أخبار الصباح", "Le Journal du matin"), 30, 6, 9),
    bulletin(text("News Bulletin", "نشرة الأخبار", "Le Journal"), 30, 10, 19),
    bulletin(text("Evening News", "نشرة المساء", "Le Journal du soir"), 60, 20, 20),
    bulletin(text("News Bulletin", "نشرة الأخبار", "Le Journal"), 30, 21, 5),
    ...magazines,
  ],
  // Never needed (every format is 30 minutes and starts on the hour or half past); here so the planner always has one.
  filler: {
    category: newsCategory,
    minutes: [30],
    hours: hours(0, 23),
    weight: 1,
    text: ({ random }) => ({ title: text("News Bulletin", "نشرة الأخبار", "Le Journal"), description: random.pick(headlines) }),
  },
};
