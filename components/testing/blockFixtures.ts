/**
 * One realistic block of every type, for the shared root-props test and for stories.
 */
import type {
  BadgeBlock,
  BannerBlock,
  ButtonBlock,
  HeroBlock,
  ImageBlock,
  ModuleBlock,
  RailBlock,
  SectionHeaderBlock,
  StackBlock,
  TextBlock,
  TileBlock,
} from "@/screens-schema/types";

export const heroBlock: HeroBlock = {
  id: "home-hero",
  type: "hero",
  source: { kind: "editorial-carousel", carouselId: "home-top" },
  preset: "home-hero",
  intervalMs: 6000,
};

export const railBlock: RailBlock = {
  id: "trending",
  type: "rail",
  title: { key: "rails.trending" },
  tileStyle: "poster",
  source: { kind: "product-filter", sort: "trending-week" },
  seeAll: { type: "navigate", to: "/movies" },
};

export const continueWatchingBlock: RailBlock = {
  id: "continue",
  type: "rail",
  tileStyle: "landscape",
  source: { kind: "continue-watching" },
};

export const tileBlock: TileBlock = { id: "tile-long-road", type: "tile", contentId: "series-12", tileStyle: "poster" };

export const stackBlock: StackBlock = { id: "main", type: "stack", direction: "vertical", gap: "medium", children: [] };

export const sectionHeaderBlock: SectionHeaderBlock = {
  id: "new-series-header",
  type: "section-header",
  title: { key: "rails.newSeries" },
  subtitle: { ar: "كل أسبوع حلقات جديدة", en: "New episodes every week", fr: "De nouveaux épisodes chaque semaine" },
  seeAll: { type: "navigate", to: "/series" },
};

export const textBlock: TextBlock = {
  id: "intro",
  type: "text",
  variant: "body",
  text: { ar: "أفلام ومسلسلات عربية وعالمية", en: "Arabic and international films and series", fr: "Films et séries arabes et internationaux" },
};

export const imageBlock: ImageBlock = {
  id: "ramadan-art",
  type: "image",
  src: "/images/landscape/ramadan-{resolution}.svg",
  alt: { ar: "فوانيس رمضان", en: "Ramadan lanterns", fr: "Lanternes du Ramadan" },
  width: 480,
  height: 270,
  action: { type: "navigate", to: "/ramadan" },
};

export const buttonBlock: ButtonBlock = {
  id: "browse-series",
  type: "button",
  label: { ar: "تصفح المسلسلات", en: "Browse series", fr: "Parcourir les séries" },
  action: { type: "navigate", to: "/series" },
  variant: "primary",
};

export const playButtonBlock: ButtonBlock = {
  id: "play-movie",
  type: "button",
  label: { ar: "شاهد الفيلم", en: "Play the film", fr: "Lire le film" },
  action: { type: "play", contentId: "movie-7", contentType: "MOVIE" },
};

export const languageButtonBlock: ButtonBlock = {
  id: "change-language",
  type: "button",
  label: { ar: "اللغة", en: "Language", fr: "Langue" },
  action: { type: "open-dialog", dialog: "language" },
  variant: "secondary",
};

export const infoButtonBlock: ButtonBlock = {
  id: "plus-info",
  type: "button",
  label: { ar: "ما هو بلس؟", en: "What is Plus?", fr: "Qu’est-ce que Plus ?" },
  action: {
    type: "open-dialog",
    dialog: "info",
    title: { key: "promo.title" },
    body: { key: "promo.body", params: { count: 120 } },
  },
  variant: "ghost",
};

export const trackButtonBlock: ButtonBlock = {
  id: "notify-me",
  type: "button",
  label: { ar: "ذكّرني", en: "Remind me", fr: "Me le rappeler" },
  action: { type: "track", event: "remind_me", params: { contentId: "show-3" } },
  analytics: { click: { event: "button_click", params: { blockId: "notify-me" } } },
};

export const badgeBlock: BadgeBlock = { id: "plus-badge", type: "badge", variant: "plus" };

export const bannerBlock: BannerBlock = {
  id: "plus-promo",
  type: "banner",
  tone: "promo",
  title: { key: "promo.title" },
  body: { key: "promo.body", params: { count: 120 } },
  image: { src: "/images/square/plus-{resolution}.svg", alt: { ar: "شعار بلس", en: "Plus logo", fr: "Logo Plus" } },
  cta: { label: { ar: "اشترك الآن", en: "Subscribe now", fr: "S’abonner" }, action: { type: "navigate", to: "/hub/subscribe" } },
};

export const moduleBlock: ModuleBlock = { id: "sports-module", type: "module", module: "sports", props: { league: "jpl" } };
