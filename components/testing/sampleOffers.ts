/**
 * Special offers for stories and tests, as the offer-list resolver would give them to a Jordanian viewer without a
 * subscription: a primary welcome offer they may take, a sport offer, and an upgrade offer for subscribers only, in
 * each language.
 */
import type { OfferVerdict, SpecialOffer } from "@/domain/subscription/offers";
import type { Locale } from "@/domain/types";
import type { OfferCard, OfferChoice } from "../offers/offerChoice";

type Texts = Record<Locale, string>;

interface SampleOffer {
  offer: Omit<SpecialOffer, "title">;
  title: Texts;
  packageName: Texts;
  packageDescription: Texts;
  verdict: OfferVerdict;
}

const jod = (minor: number) => ({ minor, currency: "JOD" });

const samples: SampleOffer[] = [
  {
    offer: { id: "offer-welcome-vip", primary: true, productId: "shasha-vip", audience: "acquisition", endsAt: "2027-12-31T00:00:00.000Z", price: jod(2000), regularPrice: jod(4000), period: "P1M" },
    title: { ar: "عرض الترحيب: الشهر الأول من في آي بي بسعر أقل", en: "Welcome offer: your first month of VIP for less", fr: "Offre de bienvenue : votre premier mois VIP à prix réduit" },
    packageName: { ar: "في آي بي", en: "VIP", fr: "VIP" },
    packageDescription: { ar: "كل المسلسلات والأفلام والبث المباشر.", en: "Every series, movie and live channel.", fr: "Toutes les séries, les films et les chaînes en direct." },
    verdict: "eligible",
  },
  {
    offer: { id: "offer-sport-launch", primary: false, productId: "shasha-sport", audience: "all", endsAt: "2027-06-01T00:00:00.000Z", price: jod(3500), regularPrice: jod(7000), period: "P1M" },
    title: { ar: "إطلاق الرياضة: الشهر الأول بنصف السعر", en: "Sport launch: first month at half price", fr: "Lancement Sport : le premier mois à moitié prix" },
    packageName: { ar: "الرياضة", en: "Sport", fr: "Sport" },
    packageDescription: { ar: "كل المباريات مباشرة، مع في آي بي.", en: "Every match live, with VIP.", fr: "Tous les matchs en direct, avec VIP." },
    verdict: "eligible",
  },
  {
    offer: { id: "offer-ultimate-upgrade", primary: false, productId: "shasha-ultimate", audience: "upgrade", endsAt: "2027-12-31T00:00:00.000Z", price: jod(6650), regularPrice: jod(9500), period: "P1M" },
    title: { ar: "انتقل إلى ألتيميت: خصم 30٪ على الشهر الأول", en: "Go Ultimate: 30% off your first month", fr: "Passez à Ultimate : -30 % sur le premier mois" },
    packageName: { ar: "ألتيميت", en: "Ultimate", fr: "Ultimate" },
    packageDescription: { ar: "كل شيء، على أربع شاشات.", en: "Everything, on four screens.", fr: "Tout, sur quatre écrans." },
    verdict: "for-subscribers",
  },
];

function cardOf(sample: SampleOffer, locale: Locale): OfferCard {
  return { offer: { ...sample.offer, title: sample.title[locale] }, packageName: sample.packageName[locale], packageDescription: sample.packageDescription[locale], verdict: sample.verdict };
}

/** The offers for a viewer without a subscription (show "all"), or the welcome offer's page (show "route"). */
export function sampleOfferChoice(show: "all" | "route" | undefined, locale: Locale): OfferChoice {
  const cards = samples.map((sample) => cardOf(sample, locale));
  if (show === "route") return { kind: "one", country: "JO", offer: cards[0] };
  return { kind: "list", country: "JO", offers: cards.slice(0, 2) };
}

/** One offer's page with the given verdict (stories of each way on). */
export function sampleOfferWith(verdict: OfferVerdict, locale: Locale): OfferChoice {
  const first = samples[0];
  return { kind: "one", country: "JO", offer: first ? { ...cardOf(first, locale), verdict } : undefined };
}

/** The offers as the catalogue gives them (bench, resolver tests). */
export function sampleOffers(locale: Locale): SpecialOffer[] {
  return samples.map((sample) => cardOf(sample, locale).offer);
}
