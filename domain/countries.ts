/**
 * The spec's country list entry (section 3 "Other"): alpha_code (ISO 3166-1 alpha-3), iso2, the name in each
 * language, the dialing code and allowedToLinkMobile, which decides where phone sign-in is offered (section 5).
 */
import type { Locale } from "./types";

export interface CountryEntry {
  alpha_code: string;
  iso2: string;
  country_en: string;
  country_ar: string;
  country_fr: string;
  /** International dialing code, digits only ("962"). */
  dialing_code: string;
  allowedToLinkMobile: boolean;
}

type Row = [alpha: string, iso2: string, en: string, ar: string, fr: string, dial: string, mobile: boolean];

// Order: the spec's allowedToLinkMobile list first (section 5), then the other MENA countries, then the rest.
const rows: readonly Row[] = [
  ["KWT", "KW", "Kuwait", "الكويت", "Koweït", "965", true],
  ["EGY", "EG", "Egypt", "مصر", "Égypte", "20", true],
  ["ARE", "AE", "United Arab Emirates", "الإمارات العربية المتحدة", "Émirats arabes unis", "971", true],
  ["BHR", "BH", "Bahrain", "البحرين", "Bahreïn", "973", true],
  ["QAT", "QA", "Qatar", "قطر", "Qatar", "974", true],
  ["OMN", "OM", "Oman", "عُمان", "Oman", "968", true],
  ["JOR", "JO", "Jordan", "الأردن", "Jordanie", "962", true],
  ["IRQ", "IQ", "Iraq", "العراق", "Irak", "964", true],
  ["LBN", "LB", "Lebanon", "لبنان", "Liban", "961", true],
  ["SYR", "SY", "Syria", "سوريا", "Syrie", "963", true],
  ["LBY", "LY", "Libya", "ليبيا", "Libye", "218", true],
  ["PSE", "PS", "Palestine", "فلسطين", "Palestine", "970", true],
  ["SDN", "SD", "Sudan", "السودان", "Soudan", "249", true],
  ["TUN", "TN", "Tunisia", "تونس", "Tunisie", "216", true],
  ["SAU", "SA", "Saudi Arabia", "المملكة العربية السعودية", "Arabie saoudite", "966", true],
  ["GBR", "GB", "United Kingdom", "المملكة المتحدة", "Royaume-Uni", "44", true],
  ["DEU", "DE", "Germany", "ألمانيا", "Allemagne", "49", true],
  ["FRA", "FR", "France", "فرنسا", "France", "33", true],
  ["MAR", "MA", "Morocco", "المغرب", "Maroc", "212", true],
  ["DZA", "DZ", "Algeria", "الجزائر", "Algérie", "213", false],
  ["MRT", "MR", "Mauritania", "موريتانيا", "Mauritanie", "222", false],
  ["YEM", "YE", "Yemen", "اليمن", "Yémen", "967", false],
  ["SOM", "SO", "Somalia", "الصومال", "Somalie", "252", false],
  ["DJI", "DJ", "Djibouti", "جيبوتي", "Djibouti", "253", false],
  ["COM", "KM", "Comoros", "جزر القمر", "Comores", "269", false],
  ["TUR", "TR", "Turkey", "تركيا", "Turquie", "90", false],
  ["ITA", "IT", "Italy", "إيطاليا", "Italie", "39", false],
  ["ESP", "ES", "Spain", "إسبانيا", "Espagne", "34", false],
  ["NLD", "NL", "Netherlands", "هولندا", "Pays-Bas", "31", false],
  ["BEL", "BE", "Belgium", "بلجيكا", "Belgique", "32", false],
  ["USA", "US", "United States", "الولايات المتحدة", "États-Unis", "1", false],
  ["CAN", "CA", "Canada", "كندا", "Canada", "1", false],
  ["AUS", "AU", "Australia", "أستراليا", "Australie", "61", false],
  ["NZL", "NZ", "New Zealand", "نيوزيلندا", "Nouvelle-Zélande", "64", false],
  ["IDN", "ID", "Indonesia", "إندونيسيا", "Indonésie", "62", false],
  ["PHL", "PH", "Philippines", "الفلبين", "Philippines", "63", false],
  ["ZAF", "ZA", "South Africa", "جنوب أفريقيا", "Afrique du Sud", "27", false],
];

export const countries: readonly CountryEntry[] = rows.map(([alpha_code, iso2, country_en, country_ar, country_fr, dialing_code, allowedToLinkMobile]) => ({
  alpha_code,
  iso2,
  country_en,
  country_ar,
  country_fr,
  dialing_code,
  allowedToLinkMobile,
}));

export function countryByIso2(iso2: string): CountryEntry | undefined {
  return countries.find((country) => country.iso2 === iso2);
}

export function countryName(country: CountryEntry, locale: Locale): string {
  return locale === "ar" ? country.country_ar : locale === "fr" ? country.country_fr : country.country_en;
}

/** The countries a phone field lists: only those allowing mobile sign-in when `mobileLoginOnly`, sorted by local name. */
export function phoneCountries(locale: Locale, mobileLoginOnly: boolean): CountryEntry[] {
  const collator = new Intl.Collator(locale);
  return countries
    .filter((country) => !mobileLoginOnly || country.allowedToLinkMobile)
    .sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
}

const arabicIndicDigits = /[٠-٩۰-۹]/g;

/** Digits only, Arabic-Indic and Persian digits turned into ASCII so any keyboard works. */
export function asciiDigits(value: string): string {
  return value
    .replace(arabicIndicDigits, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .replace(/\D/g, "");
}

/**
 * E.164 for a national number: the dial code plus the digits, without the trunk "0" that national formats
 * prefix ("079 123 4567" in Jordan is +962791234567). Empty when there are no digits, so `required` still fires.
 */
export function toE164(dialingCode: string, nationalNumber: string): string {
  const digits = asciiDigits(nationalNumber).replace(/^0+/, "");
  return digits === "" ? "" : `+${dialingCode}${digits}`;
}

/** E.164: "+", a non-zero first digit, 8 to 15 digits in all. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}
