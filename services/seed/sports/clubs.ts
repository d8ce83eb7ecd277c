/**
 * The two seeded tournaments and their clubs: invented names (no real club, crest or stadium), in the region's
 * real cities, in Arabic, English and French. Pure data; services/seed/sports/buildTeams.ts turns it into rows.
 * The first tournament is Saudi-like (14 clubs), the second Egyptian-like (12 clubs).
 */
import type { LocalizedText } from "../../db/localizedText";
import { type CityKey, cities } from "./places";
import type { ColourKey } from "./colours";

export interface ClubSeed {
  name: LocalizedText;
  shortName: LocalizedText;
  code: string;
  city: LocalizedText;
  founded: number;
  colours: readonly ColourKey[];
  stadium: LocalizedText;
  capacity: number;
}

export interface TournamentSeed {
  id: string;
  name: LocalizedText;
  shortName: LocalizedText;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Where its players come from (services/seed/sports/playerNames.ts). */
  namePool: "gulf" | "egyptian";
  clubs: readonly ClubSeed[];
}

type Names = readonly [en: string, ar: string, fr: string];

const text = ([en, ar, fr]: Names): LocalizedText => ({ ar, en, fr });

function club(name: Names, short: Names, code: string, city: CityKey, founded: number, colours: readonly ColourKey[], stadium: Names, capacity: number): ClubSeed {
  return { name: text(name), shortName: text(short), code, city: cities[city], founded, colours, stadium: text(stadium), capacity };
}

const peninsulaClubs: readonly ClubSeed[] = [
  club(["Najd Falcons", "صقور نجد", "Faucons du Najd"], ["Falcons", "الصقور", "Faucons"], "NJF", "riyadh", 1957, ["navy", "gold"], ["Red Sands Stadium", "ملعب الرمال الحمراء", "Stade des Sables Rouges"], 45_000),
  club(["Red Sea Mariners", "بحارة البحر الأحمر", "Marins de la mer Rouge"], ["Mariners", "البحارة", "Marins"], "RSM", "jeddah", 1962, ["sky", "white"], ["Corniche Stadium", "ملعب الكورنيش", "Stade de la Corniche"], 38_000),
  club(["Eastern Pearl", "لؤلؤة الشرقية", "Perle de l'Est"], ["Pearl", "اللؤلؤة", "Perle"], "EPR", "dammam", 1971, ["white", "turquoise"], ["Pearl Bay Stadium", "ملعب خليج اللؤلؤ", "Stade de la Baie des Perles"], 30_000),
  club(["Hejaz Eagles", "نسور الحجاز", "Aigles du Hedjaz"], ["Eagles", "النسور", "Aigles"], "HJE", "mecca", 1948, ["black", "yellow"], ["Hejaz Heights Stadium", "ملعب مرتفعات الحجاز", "Stade des Hauteurs du Hedjaz"], 36_000),
  club(["Asir Peaks", "قمم عسير", "Sommets de l'Asir"], ["Peaks", "القمم", "Sommets"], "ASP", "abha", 1976, ["green", "white"], ["Cloud Mountain Stadium", "ملعب جبل السحاب", "Stade de la Montagne des Nuages"], 20_000),
  club(["Qassim Palms", "نخيل القصيم", "Palmiers du Qassim"], ["Palms", "النخيل", "Palmiers"], "QSP", "buraidah", 1969, ["green", "gold"], ["Palm Grove Stadium", "ملعب بستان النخيل", "Stade de la Palmeraie"], 22_000),
  club(["Tabuk Stallions", "خيول تبوك", "Étalons de Tabouk"], ["Stallions", "الخيول", "Étalons"], "TBS", "tabuk", 1980, ["maroon", "white"], ["Northern Gate Stadium", "ملعب البوابة الشمالية", "Stade de la Porte du Nord"], 18_000),
  club(["Hail Wolves", "ذئاب حائل", "Loups de Haïl"], ["Wolves", "الذئاب", "Loups"], "HLW", "hail", 1974, ["purple", "white"], ["Granite Hills Stadium", "ملعب تلال الجرانيت", "Stade des Collines de Granit"], 16_000),
  club(["Jazan Waves", "أمواج جازان", "Vagues de Jizan"], ["Waves", "الأمواج", "Vagues"], "JZW", "jazan", 1985, ["blue", "yellow"], ["Coral Coast Stadium", "ملعب ساحل المرجان", "Stade de la Côte de Corail"], 15_000),
  club(["Medina Lanterns", "فوانيس المدينة", "Lanternes de Médine"], ["Lanterns", "الفوانيس", "Lanternes"], "MDL", "medina", 1966, ["orange", "black"], ["Lantern Square Stadium", "ملعب ساحة الفوانيس", "Stade de la Place des Lanternes"], 28_000),
  club(["Khobar Dolphins", "دلافين الخبر", "Dauphins de Khobar"], ["Dolphins", "الدلافين", "Dauphins"], "KHD", "khobar", 1979, ["sky", "navy"], ["Seafront Stadium", "ملعب الواجهة البحرية", "Stade du Front de Mer"], 24_000),
  club(["Taif Roses", "ورود الطائف", "Roses de Taëf"], ["Roses", "الورود", "Roses"], "TFR", "taif", 1959, ["red", "white"], ["Rose Valley Stadium", "ملعب وادي الورد", "Stade de la Vallée des Roses"], 17_000),
  club(["Najran Citadel", "قلعة نجران", "Citadelle de Najran"], ["Citadel", "القلعة", "Citadelle"], "NJC", "najran", 1983, ["maroon", "gold"], ["Old Fort Stadium", "ملعب الحصن القديم", "Stade du Vieux Fort"], 14_000),
  club(["Yanbu Navigators", "ملاحو ينبع", "Navigateurs de Yanbu"], ["Navigators", "الملاحون", "Navigateurs"], "YNN", "yanbu", 1990, ["navy", "white"], ["Harbour Lights Stadium", "ملعب أضواء الميناء", "Stade des Feux du Port"], 12_500),
];

const nileClubs: readonly ClubSeed[] = [
  club(["Cairo Pharaohs", "فراعنة القاهرة", "Pharaons du Caire"], ["Pharaohs", "الفراعنة", "Pharaons"], "CPH", "cairo", 1911, ["red", "gold"], ["Nile Bank Stadium", "ملعب ضفة النيل", "Stade des Rives du Nil"], 60_000),
  club(["Alexandria Lighthouse", "منارة الإسكندرية", "Phare d'Alexandrie"], ["Lighthouse", "المنارة", "Phare"], "ALX", "alexandria", 1919, ["blue", "white"], ["Mediterranean Stadium", "ملعب المتوسط", "Stade de la Méditerranée"], 35_000),
  club(["Giza Obelisk", "مسلة الجيزة", "Obélisque de Gizeh"], ["Obelisk", "المسلة", "Obélisque"], "GZO", "giza", 1936, ["gold", "black"], ["Plateau Stadium", "ملعب الهضبة", "Stade du Plateau"], 30_000),
  club(["Port Said Seagulls", "نوارس بورسعيد", "Mouettes de Port-Saïd"], ["Seagulls", "النوارس", "Mouettes"], "PSS", "portSaid", 1926, ["green", "white"], ["Canal Gate Stadium", "ملعب بوابة القناة", "Stade de la Porte du Canal"], 18_000),
  club(["Suez Stars", "نجوم السويس", "Étoiles de Suez"], ["Stars", "النجوم", "Étoiles"], "SZS", "suez", 1945, ["orange", "navy"], ["Gulf of Suez Stadium", "ملعب خليج السويس", "Stade du Golfe de Suez"], 25_000),
  club(["Luxor Kings", "ملوك الأقصر", "Rois de Louxor"], ["Kings", "الملوك", "Rois"], "LXK", "luxor", 1958, ["purple", "gold"], ["Temple Road Stadium", "ملعب طريق المعابد", "Stade de la Route des Temples"], 20_000),
  club(["Aswan Cataracts", "شلالات أسوان", "Cataractes d'Assouan"], ["Cataracts", "الشلالات", "Cataractes"], "ASW", "aswan", 1963, ["turquoise", "white"], ["Granite Island Stadium", "ملعب جزيرة الجرانيت", "Stade de l'Île de Granit"], 15_000),
  club(["Mansoura Lotus", "لوتس المنصورة", "Lotus de Mansourah"], ["Lotus", "اللوتس", "Lotus"], "MNL", "mansoura", 1950, ["sky", "white"], ["Delta Garden Stadium", "ملعب حديقة الدلتا", "Stade du Jardin du Delta"], 18_500),
  club(["Tanta Crowns", "تيجان طنطا", "Couronnes de Tanta"], ["Crowns", "التيجان", "Couronnes"], "TNC", "tanta", 1931, ["maroon", "sky"], ["Crown Square Stadium", "ملعب ساحة التاج", "Stade de la Place de la Couronne"], 16_000),
  club(["Ismailia Anchors", "مراسي الإسماعيلية", "Ancres d'Ismaïlia"], ["Anchors", "المراسي", "Ancres"], "ISA", "ismailia", 1924, ["yellow", "blue"], ["Lakeside Stadium", "ملعب ضفاف البحيرة", "Stade du Bord du Lac"], 18_000),
  club(["Fayoum Oasis", "واحة الفيوم", "Oasis du Fayoum"], ["Oasis", "الواحة", "Oasis"], "FYO", "fayoum", 1972, ["green", "yellow"], ["Oasis Stadium", "ملعب الواحة", "Stade de l'Oasis"], 12_000),
  club(["Delta Scarabs", "جعارين الدلتا", "Scarabées du Delta"], ["Scarabs", "الجعارين", "Scarabées"], "DLS", "damanhour", 1980, ["black", "white"], ["Scarab Park Stadium", "ملعب حديقة الجعران", "Stade du Parc du Scarabée"], 14_000),
];

/** Tournament ids follow the Opta style of the other ids (c…, t…, p…, g…, v…: docs/sports-service.md). */
export const tournamentSeeds: readonly TournamentSeed[] = [
  {
    id: "c1",
    name: text(["Peninsula Pro League", "دوري الجزيرة للمحترفين", "Ligue pro de la Péninsule"]),
    shortName: text(["Peninsula League", "دوري الجزيرة", "Ligue de la Péninsule"]),
    country: "SA",
    namePool: "gulf",
    clubs: peninsulaClubs,
  },
  {
    id: "c2",
    name: text(["Nile Premier League", "دوري النيل الممتاز", "Première Ligue du Nil"]),
    shortName: text(["Nile League", "دوري النيل", "Ligue du Nil"]),
    country: "EG",
    namePool: "egyptian",
    clubs: nileClubs,
  },
];
