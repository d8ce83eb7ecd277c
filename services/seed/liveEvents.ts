/**
 * The seeded live events (issue 30 §2), pure data: products of type `LIVE_EVENT`, ids 70001 upwards, each streamed on
 * a seeded live channel (ids 501-524, seed/channels.ts) and some with a seeded movie or episode as their replay. Starts
 * are minutes from the suite's start (content/liveEventTiming.ts), chosen so that at the start, whatever the day:
 * - live (started 10 min, 1 h and 4 h before): 70001 sport, 70002 news, 70003 entertainment;
 * - coming soon (in 2 min, 90 min, 1 day, 3 days): 70004 sport, 70005 news, 70006 entertainment, 70007 sport;
 * - over with a replay (started 6 h, 1 day, 3 days before): 70008 sport, 70009 news, 70010 entertainment;
 * - over without one (started 10 h and 2 days before): 70011 news, 70012 sport.
 * 70003 has a replay too, so 5 hours after it started it turns from live into a replay; 70001, without one, ends.
 * Rights (Plus, age rating) are the stricter of the channel's and the replay's (seed/seedLiveEvents.ts).
 */
import type { LocalizedText } from "../db/localizedText";
import type { EventType } from "./seedProduct";

export interface LiveEventSeed {
  id: string;
  eventType: EventType;
  /** A genre id (seed/genres.ts), for the product filter. */
  genre: string;
  /** Minutes from the suite's start to the event's start; negative when it began before. */
  startOffsetMinutes: number;
  /** The live channel that streams it. */
  channelId: string;
  /** A seeded MOVIE or EPISODE that plays as its replay once it is over. */
  replayId?: string;
  title: LocalizedText;
  description: LocalizedText;
}

const hour = 60;
const day = 24 * hour;

export const liveEvents: readonly LiveEventSeed[] = [
  {
    id: "70001",
    eventType: "sport",
    genre: "sports",
    startOffsetMinutes: -10,
    channelId: "505",
    title: {
      ar: "ديربي العاصمة: صقور عمّان ضد أسود الزرقاء",
      en: "The Capital Derby: Amman Falcons v Zarqa Lions",
      fr: "Le derby de la capitale : Faucons d'Amman contre Lions de Zarqa",
    },
    description: {
      ar: "أشرس منافسة في المدينة، مباشرة من ملعب ممتلئ بالكامل، مع التحضيرات وردود الفعل بعد المباراة.",
      en: "The city's fiercest rivalry, live from a sold-out stadium, with the build-up and the post-match reaction.",
      fr: "La rivalité la plus féroce de la ville, en direct d'un stade comble, avec l'avant-match et les réactions.",
    },
  },
  {
    id: "70002",
    eventType: "news",
    genre: "documentary",
    startOffsetMinutes: -hour,
    channelId: "511",
    title: { ar: "ليلة الانتخابات: النتائج مباشرة", en: "Election Night: The Results Live", fr: "Soirée électorale : les résultats en direct" },
    description: {
      ar: "النتائج لحظة وصولها من كل دائرة، مع مراسلينا وأولى كلمات المرشحين.",
      en: "Results as they come in from every district, with our correspondents and the candidates' first words.",
      fr: "Les résultats au fil de la soirée dans chaque circonscription, avec nos correspondants et les premières réactions des candidats.",
    },
  },
  {
    id: "70003",
    eventType: "entertainment",
    genre: "reality",
    startOffsetMinutes: -4 * hour,
    channelId: "520",
    replayId: "1036",
    title: { ar: "حفل جوائز الهلال الذهبي", en: "The Golden Crescent Awards", fr: "La cérémonie du Croissant d'or" },
    description: {
      ar: "أفضل ما قدّمه العام في السينما والدراما والموسيقى، من السجادة الحمراء حتى آخر جائزة في الليلة.",
      en: "The year's best in film, drama and music, from the red carpet to the last award of the night.",
      fr: "Le meilleur de l'année au cinéma, en séries et en musique, du tapis rouge au dernier prix de la soirée.",
    },
  },
  {
    id: "70004",
    eventType: "sport",
    genre: "sports",
    startOffsetMinutes: 2,
    channelId: "506",
    title: {
      ar: "نهائي كأس النيل: فراعنة القاهرة ضد بحّارة الإسكندرية",
      en: "Nile Cup Final: Cairo Pharaohs v Alexandria Mariners",
      fr: "Finale de la Coupe du Nil : Pharaons du Caire contre Marins d'Alexandrie",
    },
    description: {
      ar: "مباراة واحدة على اللقب: النهائي مباشرة مع التحضيرات وتسليم الكأس.",
      en: "One match for the trophy: the final, live with the build-up and the presentation.",
      fr: "Un match pour le trophée : la finale en direct, avec l'avant-match et la remise de la coupe.",
    },
  },
  {
    id: "70005",
    eventType: "news",
    genre: "documentary",
    startOffsetMinutes: 90,
    channelId: "511",
    title: { ar: "القمة الاقتصادية العربية: الجلسة الافتتاحية", en: "Arab Economic Summit: Opening Session", fr: "Sommet économique arabe : séance d'ouverture" },
    description: {
      ar: "القادة والوزراء يفتتحون القمة؛ الكلمات مباشرة مع تحليل من الاستوديو.",
      en: "Leaders and ministers open the summit: the speeches live, with analysis from our studio.",
      fr: "Dirigeants et ministres ouvrent le sommet : les discours en direct, analysés sur notre plateau.",
    },
  },
  {
    id: "70006",
    eventType: "entertainment",
    genre: "reality",
    startOffsetMinutes: day,
    channelId: "517",
    title: { ar: "حفل ليالي الصحراء مباشرة", en: "Desert Nights Live in Concert", fr: "Nuits du désert, le concert en direct" },
    description: {
      ar: "أكبر الأصوات في المنطقة على مسرح واحد في الهواء الطلق تحت النجوم.",
      en: "The region's biggest voices on one open-air stage under the stars.",
      fr: "Les plus grandes voix de la région sur une même scène en plein air, sous les étoiles.",
    },
  },
  {
    id: "70007",
    eventType: "sport",
    genre: "sports",
    startOffsetMinutes: 3 * day,
    channelId: "523",
    title: { ar: "ماراثون الخليج", en: "The Gulf Marathon", fr: "Le marathon du Golfe" },
    description: {
      ar: "اثنان وأربعون كيلومترًا على الكورنيش: سباق النخبة مباشرة من الانطلاق حتى خط النهاية.",
      en: "Forty-two kilometres along the corniche: the elite race live from the start to the finish line.",
      fr: "Quarante-deux kilomètres le long de la corniche : la course élite en direct, du départ à l'arrivée.",
    },
  },
  {
    id: "70008",
    eventType: "sport",
    genre: "sports",
    startOffsetMinutes: -6 * hour,
    channelId: "507",
    replayId: "1117",
    title: { ar: "كأس السوبر لشبه الجزيرة", en: "Peninsula Super Cup", fr: "Supercoupe de la Péninsule" },
    description: {
      ar: "بطل الدوري يواجه بطل الكأس في افتتاح الموسم.",
      en: "The league champions meet the cup winners to open the season.",
      fr: "Le champion en titre affronte le vainqueur de la coupe en ouverture de la saison.",
    },
  },
  {
    id: "70009",
    eventType: "news",
    genre: "documentary",
    startOffsetMinutes: -day,
    channelId: "511",
    replayId: "1054",
    title: { ar: "المناظرة الكبرى: المرشحون وجهًا لوجه", en: "The Big Debate: The Candidates Face to Face", fr: "Le grand débat : les candidats face à face" },
    description: {
      ar: "ساعتان وأربعة مرشحين وأسئلة أرسلها المشاهدون.",
      en: "Two hours, four candidates and the questions viewers sent in.",
      fr: "Deux heures, quatre candidats et les questions envoyées par les téléspectateurs.",
    },
  },
  {
    id: "70010",
    eventType: "entertainment",
    genre: "comedy",
    startOffsetMinutes: -3 * day,
    channelId: "515",
    replayId: "10079",
    title: { ar: "حفل مهرجان الكوميديا", en: "Comedy Festival Gala", fr: "Gala du festival de l'humour" },
    description: {
      ar: "الليلة الختامية للمهرجان: أفضل عروض الستاند أب على مسرح واحد.",
      en: "The festival's closing night: its best stand-up acts on one stage.",
      fr: "La soirée de clôture du festival : ses meilleurs humoristes sur une même scène.",
    },
  },
  {
    id: "70011",
    eventType: "news",
    genre: "documentary",
    startOffsetMinutes: -10 * hour,
    channelId: "511",
    title: { ar: "المؤتمر الصحفي للبنك المركزي", en: "Central Bank Press Conference", fr: "Conférence de presse de la Banque centrale" },
    description: {
      ar: "المحافظ يعلن قرار الفائدة ويجيب عن أسئلة الصحفيين.",
      en: "The governor announces the interest rate decision and takes questions from the press.",
      fr: "Le gouverneur annonce la décision sur les taux et répond aux questions de la presse.",
    },
  },
  {
    id: "70012",
    eventType: "sport",
    genre: "sports",
    startOffsetMinutes: -2 * day,
    channelId: "508",
    title: { ar: "رالي الصحراء: المرحلة الأخيرة", en: "Desert Rally: The Final Stage", fr: "Rallye du désert : l'étape finale" },
    description: {
      ar: "المرحلة الأخيرة بين الكثبان تحسم الرالي: كل السيارات مباشرة من الجو والأرض.",
      en: "The last stage through the dunes decides the rally: every car, live from the air and the ground.",
      fr: "La dernière étape à travers les dunes décide du rallye : toutes les voitures, en direct du ciel et du sol.",
    },
  },
];
