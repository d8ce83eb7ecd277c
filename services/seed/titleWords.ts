/**
 * Word lists the seed combines into plausible titles. Each entry is written by hand in all three languages,
 * with the grammatical gender French and Arabic adjectives agree with. Pure data.
 */

export type Gender = "m" | "f";

/** A singular noun: English without article, French and Arabic with their definite article. */
export interface TitleNoun {
  en: string;
  fr: string;
  frGender: Gender;
  ar: string;
  arGender: Gender;
}

/** An adjective placed after the noun in French and Arabic. Arabic forms carry the article. */
export interface TitleAdjective {
  en: string;
  frM: string;
  frF: string;
  arM: string;
  arF: string;
}

/** A plural noun heading "X of <place>": French with article, Arabic in construct state. */
export interface PluralNoun {
  en: string;
  fr: string;
  ar: string;
}

export type Origin = "egyptian" | "khaleeji" | "levantine" | "maghrebi" | "iraqi" | "general";

/** A place: French already contracted with "de" ("du Caire", "d'Amman"). */
export interface Place {
  en: string;
  frOf: string;
  ar: string;
  origin: Origin;
}

export const dramaNouns: readonly TitleNoun[] = [
  { en: "Sea", fr: "La Mer", frGender: "f", ar: "البحر", arGender: "m" },
  { en: "Desert", fr: "Le Désert", frGender: "m", ar: "الصحراء", arGender: "f" },
  { en: "City", fr: "La Ville", frGender: "f", ar: "المدينة", arGender: "f" },
  { en: "House", fr: "La Maison", frGender: "f", ar: "البيت", arGender: "m" },
  { en: "Road", fr: "La Route", frGender: "f", ar: "الطريق", arGender: "m" },
  { en: "Night", fr: "La Nuit", frGender: "f", ar: "الليل", arGender: "m" },
  { en: "Secret", fr: "Le Secret", frGender: "m", ar: "السر", arGender: "m" },
  { en: "Heart", fr: "Le Cœur", frGender: "m", ar: "القلب", arGender: "m" },
  { en: "Garden", fr: "Le Jardin", frGender: "m", ar: "الحديقة", arGender: "f" },
  { en: "Palace", fr: "Le Palais", frGender: "m", ar: "القصر", arGender: "m" },
  { en: "Door", fr: "La Porte", frGender: "f", ar: "الباب", arGender: "m" },
  { en: "Moon", fr: "La Lune", frGender: "f", ar: "القمر", arGender: "m" },
  { en: "River", fr: "Le Fleuve", frGender: "m", ar: "النهر", arGender: "m" },
  { en: "Mountain", fr: "La Montagne", frGender: "f", ar: "الجبل", arGender: "m" },
  { en: "Window", fr: "La Fenêtre", frGender: "f", ar: "النافذة", arGender: "f" },
  { en: "Letter", fr: "La Lettre", frGender: "f", ar: "الرسالة", arGender: "f" },
  { en: "Promise", fr: "La Promesse", frGender: "f", ar: "الوعد", arGender: "m" },
  { en: "Storm", fr: "La Tempête", frGender: "f", ar: "العاصفة", arGender: "f" },
  { en: "Wolf", fr: "Le Loup", frGender: "m", ar: "الذئب", arGender: "m" },
  { en: "Alley", fr: "La Ruelle", frGender: "f", ar: "الحارة", arGender: "f" },
  { en: "Family", fr: "La Famille", frGender: "f", ar: "العائلة", arGender: "f" },
  { en: "Journey", fr: "Le Voyage", frGender: "m", ar: "الرحلة", arGender: "f" },
  { en: "Shadow", fr: "L'Ombre", frGender: "f", ar: "الظل", arGender: "m" },
  { en: "Island", fr: "L'Île", frGender: "f", ar: "الجزيرة", arGender: "f" },
  { en: "Game", fr: "Le Jeu", frGender: "m", ar: "اللعبة", arGender: "f" },
  { en: "Star", fr: "L'Étoile", frGender: "f", ar: "النجمة", arGender: "f" },
];

export const dramaAdjectives: readonly TitleAdjective[] = [
  { en: "Silent", frM: "silencieux", frF: "silencieuse", arM: "الصامت", arF: "الصامتة" },
  { en: "Lost", frM: "perdu", frF: "perdue", arM: "المفقود", arF: "المفقودة" },
  { en: "Hidden", frM: "caché", frF: "cachée", arM: "الخفي", arF: "الخفية" },
  { en: "Forgotten", frM: "oublié", frF: "oubliée", arM: "المنسي", arF: "المنسية" },
  { en: "Golden", frM: "doré", frF: "dorée", arM: "الذهبي", arF: "الذهبية" },
  { en: "Red", frM: "rouge", frF: "rouge", arM: "الأحمر", arF: "الحمراء" },
  { en: "White", frM: "blanc", frF: "blanche", arM: "الأبيض", arF: "البيضاء" },
  { en: "Black", frM: "noir", frF: "noire", arM: "الأسود", arF: "السوداء" },
  { en: "Blue", frM: "bleu", frF: "bleue", arM: "الأزرق", arF: "الزرقاء" },
  { en: "Broken", frM: "brisé", frF: "brisée", arM: "المكسور", arF: "المكسورة" },
  { en: "Eternal", frM: "éternel", frF: "éternelle", arM: "الأبدي", arF: "الأبدية" },
  { en: "Distant", frM: "lointain", frF: "lointaine", arM: "البعيد", arF: "البعيدة" },
  { en: "Burning", frM: "ardent", frF: "ardente", arM: "المشتعل", arF: "المشتعلة" },
  { en: "Sleeping", frM: "endormi", frF: "endormie", arM: "النائم", arF: "النائمة" },
  { en: "Wounded", frM: "blessé", frF: "blessée", arM: "الجريح", arF: "الجريحة" },
  { en: "Ancient", frM: "ancien", frF: "ancienne", arM: "القديم", arF: "القديمة" },
  { en: "Cold", frM: "froid", frF: "froide", arM: "البارد", arF: "الباردة" },
  { en: "Open", frM: "ouvert", frF: "ouverte", arM: "المفتوح", arF: "المفتوحة" },
  { en: "Wild", frM: "sauvage", frF: "sauvage", arM: "البري", arF: "البرية" },
  { en: "Secret", frM: "secret", frF: "secrète", arM: "السري", arF: "السرية" },
];

export const pluralNouns: readonly PluralNoun[] = [
  { en: "Secrets", fr: "Les Secrets", ar: "أسرار" },
  { en: "Nights", fr: "Les Nuits", ar: "ليالي" },
  { en: "Stories", fr: "Les Histoires", ar: "حكايات" },
  { en: "Days", fr: "Les Jours", ar: "أيام" },
  { en: "Lights", fr: "Les Lumières", ar: "أضواء" },
  { en: "Streets", fr: "Les Rues", ar: "شوارع" },
  { en: "Dreams", fr: "Les Rêves", ar: "أحلام" },
  { en: "Songs", fr: "Les Chansons", ar: "أغاني" },
  { en: "Men", fr: "Les Hommes", ar: "رجال" },
  { en: "Women", fr: "Les Femmes", ar: "نساء" },
  { en: "Roses", fr: "Les Roses", ar: "ورود" },
  { en: "Walls", fr: "Les Murs", ar: "جدران" },
  { en: "Children", fr: "Les Enfants", ar: "أطفال" },
  { en: "Winds", fr: "Les Vents", ar: "رياح" },
];

export const places: readonly Place[] = [
  { en: "Cairo", frOf: "du Caire", ar: "القاهرة", origin: "egyptian" },
  { en: "Alexandria", frOf: "d'Alexandrie", ar: "الإسكندرية", origin: "egyptian" },
  { en: "the Nile", frOf: "du Nil", ar: "النيل", origin: "egyptian" },
  { en: "Amman", frOf: "d'Amman", ar: "عمّان", origin: "levantine" },
  { en: "Beirut", frOf: "de Beyrouth", ar: "بيروت", origin: "levantine" },
  { en: "Damascus", frOf: "de Damas", ar: "دمشق", origin: "levantine" },
  { en: "Petra", frOf: "de Pétra", ar: "البتراء", origin: "levantine" },
  { en: "Baghdad", frOf: "de Bagdad", ar: "بغداد", origin: "iraqi" },
  { en: "Tunis", frOf: "de Tunis", ar: "تونس", origin: "maghrebi" },
  { en: "Algiers", frOf: "d'Alger", ar: "الجزائر", origin: "maghrebi" },
  { en: "Marrakesh", frOf: "de Marrakech", ar: "مراكش", origin: "maghrebi" },
  { en: "Dubai", frOf: "de Dubaï", ar: "دبي", origin: "khaleeji" },
  { en: "Riyadh", frOf: "de Riyad", ar: "الرياض", origin: "khaleeji" },
  { en: "Kuwait", frOf: "du Koweït", ar: "الكويت", origin: "khaleeji" },
  { en: "Doha", frOf: "de Doha", ar: "الدوحة", origin: "khaleeji" },
  { en: "the Desert", frOf: "du Désert", ar: "الصحراء", origin: "general" },
  { en: "the Sea", frOf: "de la Mer", ar: "البحر", origin: "general" },
];

/** Programme (show) nouns and the qualifiers that follow them. */
export const showNouns: readonly TitleNoun[] = [
  { en: "Kitchen", fr: "La Cuisine", frGender: "f", ar: "المطبخ", arGender: "m" },
  { en: "Stage", fr: "La Scène", frGender: "f", ar: "المسرح", arGender: "m" },
  { en: "Studio", fr: "Le Studio", frGender: "m", ar: "الاستوديو", arGender: "m" },
  { en: "Evening", fr: "La Soirée", frGender: "f", ar: "السهرة", arGender: "f" },
  { en: "Challenge", fr: "Le Défi", frGender: "m", ar: "التحدي", arGender: "m" },
  { en: "Voice", fr: "La Voix", frGender: "f", ar: "الصوت", arGender: "m" },
  { en: "Market", fr: "Le Marché", frGender: "m", ar: "السوق", arGender: "m" },
  { en: "Table", fr: "La Table", frGender: "f", ar: "المائدة", arGender: "f" },
  { en: "Majlis", fr: "Le Majlis", frGender: "m", ar: "المجلس", arGender: "m" },
  { en: "Salon", fr: "Le Salon", frGender: "m", ar: "الصالون", arGender: "m" },
];

export const showQualifiers: readonly TitleAdjective[] = [
  { en: "Arab", frM: "arabe", frF: "arabe", arM: "العربي", arF: "العربية" },
  { en: "Weekly", frM: "hebdomadaire", frF: "hebdomadaire", arM: "الأسبوعي", arF: "الأسبوعية" },
  { en: "Gulf", frM: "du Golfe", frF: "du Golfe", arM: "الخليجي", arF: "الخليجية" },
  { en: "Egyptian", frM: "égyptien", frF: "égyptienne", arM: "المصري", arF: "المصرية" },
  { en: "Family", frM: "familial", frF: "familiale", arM: "العائلي", arF: "العائلية" },
  { en: "Open", frM: "ouvert", frF: "ouverte", arM: "المفتوح", arF: "المفتوحة" },
  { en: "Ramadan", frM: "du Ramadan", frF: "du Ramadan", arM: "الرمضاني", arF: "الرمضانية" },
  { en: "Musical", frM: "musical", frF: "musicale", arM: "الموسيقي", arF: "الموسيقية" },
  { en: "Maghreb", frM: "maghrébin", frF: "maghrébine", arM: "المغاربي", arF: "المغاربية" },
  { en: "Big", frM: "géant", frF: "géante", arM: "الكبير", arF: "الكبيرة" },
];

/** Children's characters for "The Adventures of X" and "X and Y". */
export const kidsNames: readonly { en: string; fr: string; ar: string }[] = [
  { en: "Zaki", fr: "Zaki", ar: "زكي" },
  { en: "Lulu", fr: "Loulou", ar: "لولو" },
  { en: "Sami", fr: "Sami", ar: "سامي" },
  { en: "Nour", fr: "Nour", ar: "نور" },
  { en: "Dodo", fr: "Dodo", ar: "دودو" },
  { en: "Kiko", fr: "Kiko", ar: "كيكو" },
  { en: "Hala", fr: "Hala", ar: "هالة" },
  { en: "Fadi", fr: "Fadi", ar: "فادي" },
  { en: "Rima", fr: "Rima", ar: "ريما" },
  { en: "the Little Camel", fr: "le Petit Chameau", ar: "الجمل الصغير" },
  { en: "the Brave Falcon", fr: "le Faucon courageux", ar: "الصقر الشجاع" },
  { en: "the Clever Cat", fr: "le Chat malin", ar: "القط الذكي" },
];
