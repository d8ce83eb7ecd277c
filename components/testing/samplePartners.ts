/**
 * The service's partners for stories and tests, as the partner-list resolver would give them: the two partner TV
 * providers (their customers sign in with the provider's account), a telecom operator, a bank and a retailer with
 * deals, in each language.
 */
import type { Partner, PartnerKind } from "@/domain/subscription/partners";
import type { Locale } from "@/domain/types";
import type { PartnerChoice } from "../partners/partnerChoice";

type Texts = Record<Locale, string>;

interface SamplePartner {
  id: string;
  kind: PartnerKind;
  name: Texts;
  description: Texts;
  signIn: boolean;
  deals: { dealParam: string; title: Texts }[];
}

const partners: SamplePartner[] = [
  {
    id: "dish",
    kind: "TV",
    name: { ar: "دِش", en: "Dish", fr: "Dish" },
    description: {
      ar: "إذا كانت باقة دِش العربية تشمل شاشا، فسجّل الدخول بحساب دِش وشاهد بلا دفع إضافي.",
      en: "If your Dish Arabic package includes Shasha, sign in with your Dish account and watch at no extra cost.",
      fr: "Si votre forfait arabe Dish inclut Shasha, connectez-vous avec votre compte Dish et regardez sans frais supplémentaires.",
    },
    signIn: true,
    deals: [],
  },
  {
    id: "sling",
    kind: "TV",
    name: { ar: "سلينغ", en: "Sling", fr: "Sling" },
    description: {
      ar: "مشتركو سلينغ في الباقة العربية يشاهدون شاشا بحساب سلينغ.",
      en: "Sling subscribers to the Arabic package watch Shasha with their Sling account.",
      fr: "Les abonnés Sling au forfait arabe regardent Shasha avec leur compte Sling.",
    },
    signIn: true,
    deals: [],
  },
  {
    id: "nomad-telecom",
    kind: "TELECOM",
    name: { ar: "نوماد للاتصالات", en: "Nomad Telecom", fr: "Nomad Télécom" },
    description: {
      ar: "عملاء نوماد يحصلون على قسائم وخصومات على باقات شاشا.",
      en: "Nomad customers get vouchers and discounts on Shasha packages.",
      fr: "Les clients Nomad bénéficient de bons et de réductions sur les forfaits Shasha.",
    },
    signIn: false,
    deals: [{ dealParam: "nomad-customers", title: { ar: "نصف السعر لعملاء نوماد", en: "Half price for Nomad customers", fr: "Moitié prix pour les clients Nomad" } }],
  },
  {
    id: "nujoom-bank",
    kind: "BANK",
    name: { ar: "بنك نجوم", en: "Nujoom Bank", fr: "Banque Nujoom" },
    description: {
      ar: "ادفع ببطاقة بنك نجوم واحصل على خصم على باقة الرياضة.",
      en: "Pay with a Nujoom Bank card and save on the sport package.",
      fr: "Payez avec une carte de la Banque Nujoom et économisez sur le forfait sport.",
    },
    signIn: false,
    deals: [{ dealParam: "nujoom-bank-sport", title: { ar: "خصم ٢٥٪ لعملاء بنك نجوم", en: "25% off for Nujoom Bank customers", fr: "25 % de réduction pour les clients de la Banque Nujoom" } }],
  },
];

export function samplePartners(locale: Locale): Partner[] {
  return partners.map((partner) => ({
    id: partner.id,
    kind: partner.kind,
    name: partner.name[locale],
    description: partner.description[locale],
    logo: `partner-${partner.id}`,
    signIn: partner.signIn,
    deals: partner.deals.map((deal) => ({ dealParam: deal.dealParam, title: deal.title[locale] })),
  }));
}

/** A list of every partner, or the one page of a partner TV provider (`show: "route"`). */
export function samplePartnerChoice(show: "all" | "route" | undefined, locale: Locale): PartnerChoice {
  const all = samplePartners(locale);
  return (show ?? "all") === "all" ? { kind: "list", partners: all } : { kind: "one", partner: all[0] };
}
