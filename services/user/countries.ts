/** A country the phone sign-in knows; spec 5 "Mobile login is allowed by country according to allowedToLinkMobile". */
export interface Country {
  iso2: string;
  dialCode: string;
  name: { ar: string; en: string; fr: string };
  allowedToLinkMobile: boolean;
}

const c = (iso2: string, dialCode: string, ar: string, en: string, fr: string, allowedToLinkMobile: boolean): Country => ({
  iso2,
  dialCode,
  name: { ar, en, fr },
  allowedToLinkMobile,
});

export const countries: readonly Country[] = [
  c("KW", "+965", "الكويت", "Kuwait", "Koweït", true),
  c("EG", "+20", "مصر", "Egypt", "Égypte", true),
  c("AE", "+971", "الإمارات", "United Arab Emirates", "Émirats arabes unis", true),
  c("BH", "+973", "البحرين", "Bahrain", "Bahreïn", true),
  c("QA", "+974", "قطر", "Qatar", "Qatar", true),
  c("OM", "+968", "عُمان", "Oman", "Oman", true),
  c("JO", "+962", "الأردن", "Jordan", "Jordanie", true),
  c("IQ", "+964", "العراق", "Iraq", "Irak", true),
  c("LB", "+961", "لبنان", "Lebanon", "Liban", true),
  c("SY", "+963", "سوريا", "Syria", "Syrie", true),
  c("LY", "+218", "ليبيا", "Libya", "Libye", true),
  c("PS", "+970", "فلسطين", "Palestine", "Palestine", true),
  c("SD", "+249", "السودان", "Sudan", "Soudan", true),
  c("TN", "+216", "تونس", "Tunisia", "Tunisie", true),
  c("SA", "+966", "السعودية", "Saudi Arabia", "Arabie saoudite", true),
  c("GB", "+44", "المملكة المتحدة", "United Kingdom", "Royaume-Uni", true),
  c("DE", "+49", "ألمانيا", "Germany", "Allemagne", true),
  c("FR", "+33", "فرنسا", "France", "France", true),
  c("MA", "+212", "المغرب", "Morocco", "Maroc", true),
  c("ID", "+62", "إندونيسيا", "Indonesia", "Indonésie", false),
  c("PH", "+63", "الفلبين", "Philippines", "Philippines", false),
  c("DZ", "+213", "الجزائر", "Algeria", "Algérie", false),
  c("MR", "+222", "موريتانيا", "Mauritania", "Mauritanie", false),
  c("IT", "+39", "إيطاليا", "Italy", "Italie", false),
  c("ES", "+34", "إسبانيا", "Spain", "Espagne", false),
  c("NL", "+31", "هولندا", "Netherlands", "Pays-Bas", false),
  c("BE", "+32", "بلجيكا", "Belgium", "Belgique", false),
  c("PT", "+351", "البرتغال", "Portugal", "Portugal", false),
  c("AT", "+43", "النمسا", "Austria", "Autriche", false),
  c("CH", "+41", "سويسرا", "Switzerland", "Suisse", false),
];

export function findCountry(iso2: string): Country | undefined {
  const wanted = iso2.toUpperCase();
  return countries.find((country) => country.iso2 === wanted);
}
