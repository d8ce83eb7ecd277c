/**
 * A priced package catalogue for stories and tests, as the resolver would give it (components/packages): four
 * packages in Jordanian dinars (three decimals), with the feature rows they are compared on, in each language.
 */
import type { OrderChoice, PackageChoice } from "../packages/packageChoice";
import type { PaymentMethodChoice } from "../payments/paymentMethodChoice";
import type { PaymentMethodOffer } from "@/domain/subscription/paymentMethods";
import type { PackageCode, SubscriptionPackage } from "@/domain/subscription/packages";
import type { Locale } from "@/domain/types";

type Texts = Record<Locale, string>;

const rows: { id: string; label: Texts }[] = [
  { id: "catalogue", label: { ar: "المسلسلات والأفلام", en: "Series and movies", fr: "Séries et films" } },
  { id: "live", label: { ar: "القنوات المباشرة", en: "Live channels", fr: "Chaînes en direct" } },
  { id: "sport", label: { ar: "الرياضة المباشرة", en: "Live sport", fr: "Sport en direct" } },
  { id: "screens", label: { ar: "الشاشات في آن واحد", en: "Screens at once", fr: "Écrans simultanés" } },
  { id: "uhd", label: { ar: "دقة 4K", en: "4K quality", fr: "Qualité 4K" } },
];

interface Sample {
  id: string;
  code: PackageCode;
  name: Texts;
  description: Texts;
  minor: number;
  features: Record<string, boolean | Texts>;
  mobileOnly?: boolean;
  isDefault?: boolean;
  tag?: Texts;
}

const screens = (count: number): Texts => ({ ar: `${count} شاشات`, en: `${count} screens`, fr: `${count} écrans` });

const samples: Sample[] = [
  {
    id: "shasha-vip",
    code: "VIP",
    name: { ar: "في آي بي", en: "VIP", fr: "VIP" },
    description: { ar: "كل المسلسلات والأفلام بجودة عالية.", en: "Every series and movie in HD.", fr: "Toutes les séries et tous les films en HD." },
    minor: 4000,
    features: { catalogue: true, live: true, sport: false, screens: screens(2), uhd: false },
    isDefault: true,
  },
  {
    id: "shasha-sport",
    code: "SPORT",
    name: { ar: "الرياضة", en: "Sport", fr: "Sport" },
    description: { ar: "في آي بي مع المباريات المباشرة.", en: "VIP with live matches.", fr: "VIP avec les matchs en direct." },
    minor: 7000,
    features: { catalogue: true, live: true, sport: true, screens: screens(2), uhd: false },
    tag: { ar: "الأكثر طلبًا", en: "Most popular", fr: "La plus choisie" },
  },
  {
    id: "shasha-ultimate",
    code: "ULTIMATE",
    name: { ar: "ألتيمت", en: "Ultimate", fr: "Ultimate" },
    description: { ar: "كل شيء، بدقة 4K وعلى أربع شاشات.", en: "Everything, in 4K, on four screens.", fr: "Tout, en 4K, sur quatre écrans." },
    minor: 9500,
    features: { catalogue: true, live: true, sport: true, screens: screens(4), uhd: true },
  },
  {
    id: "shasha-mobile",
    code: "MOBILE ONLY",
    name: { ar: "الجوال", en: "Mobile", fr: "Mobile" },
    description: { ar: "المسلسلات والأفلام على هاتفك.", en: "Series and movies on your phone.", fr: "Séries et films sur votre téléphone." },
    minor: 2500,
    features: { catalogue: true, live: false, sport: false, screens: { ar: "هاتف واحد", en: "1 phone", fr: "1 téléphone" }, uhd: false },
    mobileOnly: true,
  },
];

function toPackage(sample: Sample, order: number, locale: Locale): SubscriptionPackage {
  return {
    id: sample.id,
    name: sample.name[locale],
    description: sample.description[locale],
    code: sample.code,
    order,
    isDefault: sample.isDefault ?? false,
    mobileOnly: sample.mobileOnly ?? false,
    showingType: "BASE",
    price: { minor: sample.minor, currency: "JOD" },
    period: "P1M",
    ...(sample.tag ? { tag: sample.tag[locale] } : {}),
    features: Object.entries(sample.features).map(([id, value]) =>
      typeof value === "boolean" ? { id, included: value } : { id, included: true, specialText: value[locale] },
    ),
  };
}

export function samplePackageChoice(locale: Locale): PackageChoice {
  return {
    country: "JO",
    flow: "acquisition",
    packages: samples.map((sample, index) => toPackage(sample, index + 1, locale)),
    featureRows: rows.map((row) => ({ id: row.id, label: row.label[locale] })),
  };
}

/** The Sport package chosen on the way to paying. */
export function sampleOrder(locale: Locale): OrderChoice {
  const choice = samplePackageChoice(locale);
  const item = choice.packages[1];
  return item ? { kind: "package", country: choice.country, item, featureRows: choice.featureRows } : { kind: "none" };
}

/** The methods a Jordanian viewer sees in a browser, as the processor configuration lists them. */
export const samplePaymentMethods: PaymentMethodOffer[] = [
  { name: "creditCard", type: "CARD", nativeOnly: false },
  { name: "mobilePay", type: "CARRIER", nativeOnly: false },
];

export function samplePaymentChoice(): PaymentMethodChoice {
  return { methods: samplePaymentMethods, selected: "creditCard", packageId: "shasha-vip" };
}
