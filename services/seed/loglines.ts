import type { LocalizedText } from "../db/localizedText";

/** One-sentence synopses, keyed by the primary genre they suit. Pure data. */
export const loglines: Readonly<Record<string, readonly LocalizedText[]>> = {
  drama: [
    {
      ar: "عائلة كبيرة تواجه أسراراً قديمة تهدد بتفريقها.",
      en: "A large family faces old secrets that threaten to tear it apart.",
      fr: "Une grande famille affronte de vieux secrets qui menacent de la déchirer.",
    },
    {
      ar: "شاب يعود إلى مدينته بعد سنوات الغربة ليجد كل شيء قد تغيّر.",
      en: "A young man returns home after years abroad to find everything changed.",
      fr: "Un jeune homme rentre chez lui après des années d'exil et trouve tout changé.",
    },
  ],
  comedy: [
    {
      ar: "جيران لا يتفقون على شيء يجدون أنفسهم شركاء في مطعم صغير.",
      en: "Neighbours who agree on nothing end up running a small restaurant together.",
      fr: "Des voisins qui ne s'entendent sur rien se retrouvent associés dans un petit restaurant.",
    },
    {
      ar: "موظف بسيط يُخطئ في رسالة واحدة فتنقلب حياته رأساً على عقب.",
      en: "One wrong message turns an ordinary clerk's life upside down.",
      fr: "Un seul message mal envoyé bouleverse la vie d'un modeste employé.",
    },
  ],
  action: [
    {
      ar: "ضابط سابق يخوض سباقاً مع الزمن لإنقاذ مدينته.",
      en: "A former officer races against time to save his city.",
      fr: "Un ancien officier lutte contre la montre pour sauver sa ville.",
    },
  ],
  thriller: [
    {
      ar: "صحفية تكشف خيوط جريمة غامضة في قلب العاصمة.",
      en: "A journalist uncovers the threads of a mysterious crime in the heart of the capital.",
      fr: "Une journaliste remonte le fil d'un crime mystérieux au cœur de la capitale.",
    },
  ],
  romance: [
    {
      ar: "قصة حب تولد بين عالمين مختلفين وتتحدى كل التوقعات.",
      en: "A love story between two different worlds defies every expectation.",
      fr: "Une histoire d'amour entre deux mondes défie toutes les attentes.",
    },
  ],
  kids: [
    {
      ar: "مغامرات ملونة مليئة بالضحك والصداقة والاكتشاف.",
      en: "Colourful adventures full of laughter, friendship and discovery.",
      fr: "Des aventures colorées pleines de rires, d'amitié et de découvertes.",
    },
  ],
  documentary: [
    {
      ar: "رحلة مصورة تكشف تاريخ المكان وحكايات أهله.",
      en: "A filmed journey through the history of a place and the stories of its people.",
      fr: "Un voyage filmé à travers l'histoire d'un lieu et les récits de ses habitants.",
    },
  ],
  history: [
    {
      ar: "ملحمة تاريخية عن زمن الفرسان والقوافل والممالك.",
      en: "A historical epic of knights, caravans and kingdoms.",
      fr: "Une épopée historique de cavaliers, de caravanes et de royaumes.",
    },
  ],
  family: [
    {
      ar: "ثلاثة أجيال تحت سقف واحد، وكل يوم مفاجأة جديدة.",
      en: "Three generations under one roof, and every day brings a new surprise.",
      fr: "Trois générations sous un même toit, et chaque jour apporte une surprise.",
    },
  ],
  sports: [
    {
      ar: "خلف الكواليس مع فريق يحلم باللقب.",
      en: "Behind the scenes with a team dreaming of the title.",
      fr: "Dans les coulisses d'une équipe qui rêve du titre.",
    },
  ],
  reality: [
    {
      ar: "متسابقون من كل أنحاء العالم العربي يتنافسون على الجائزة الكبرى.",
      en: "Contestants from across the Arab world compete for the grand prize.",
      fr: "Des candidats de tout le monde arabe s'affrontent pour le grand prix.",
    },
  ],
  animation: [
    {
      ar: "عالم متحرك ساحر حيث تتكلم الحيوانات وتتحقق الأحلام.",
      en: "A magical animated world where animals talk and dreams come true.",
      fr: "Un monde animé magique où les animaux parlent et les rêves se réalisent.",
    },
  ],
  "talk-show": [
    {
      ar: "ضيوف من عالم الفن والرياضة في حوارات صريحة كل أسبوع.",
      en: "Guests from the arts and sport in candid conversations every week.",
      fr: "Des invités des arts et du sport pour des entretiens francs chaque semaine.",
    },
  ],
  cooking: [
    {
      ar: "أطباق من المطبخ العربي تُحضَّر خطوة بخطوة.",
      en: "Dishes from the Arab kitchen, prepared step by step.",
      fr: "Des plats de la cuisine arabe, préparés pas à pas.",
    },
  ],
};
