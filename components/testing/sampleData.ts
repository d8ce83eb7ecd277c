/**
 * What the server would resolve for each data-bound block, for stories and tests: realistic ContentItems, a
 * title, seasons (episode 1 half watched), a grid page, a history page and a family's profiles. A map over
 * the view contract's BlockDataMap keys (components/blockData.ts), like the renderer's resolvers: a data-bound
 * block added there without sample data here is a type error.
 */
import type { BlockData, BlockDataMap, DataBoundType } from "../blockData";
import type { ContentItem, Locale } from "@/domain/types";
import type { Block, BlockOf, TileStyle } from "@/screens-schema/types";
import { contentItems, episodeItems, gridPage, historyPage, liveChannelItems, searchResults, manyItems, seasonsView, titleDetail } from "./contentItems";
import { familyProfiles } from "./sampleProfiles";
import { sampleDevices } from "./sampleDevices";
import { sampleOnboarding } from "./sampleOnboarding";
import { samplePaymentChoice, sampleOrder, samplePackageChoice } from "./samplePackages";
import { sampleGuideData } from "../guide/sampleGuide";
import { sampleOfferChoice } from "./sampleOffers";
import { samplePartnerChoice } from "./samplePartners";
import { sampleSubscription } from "./sampleSubscription";

type Sampler<K extends DataBoundType> = (block: BlockOf<K>, locale: Locale) => BlockDataMap[K];
type Samplers = { [K in DataBoundType]: Sampler<K> };

function itemsForStyle(tileStyle: TileStyle, locale: Locale, count: number): ContentItem[] {
  if (tileStyle === "episode") return episodeItems(locale);
  if (tileStyle === "live-channel") return liveChannelItems(locale);
  return manyItems(locale, count);
}

const samplers = {
  hero: (block, locale) => ({ items: contentItems(locale).slice(0, block.limit ?? 5) }),
  rail: (block, locale) => ({ items: itemsForStyle(block.tileStyle, locale, Math.min(block.limit ?? 20, 14)) }),
  tile: (block, locale) => ({ items: itemsForStyle(block.tileStyle, locale, 1) }),
  "title-header": (_block, locale) => ({ detail: titleDetail(locale) }),
  "season-picker": (_block, locale) => ({ seasons: seasonsView(locale), progress: new Map([[episodeItems(locale)[0]?.id ?? "", 0.5]]) }),
  grid: (_block, locale) => ({ page: gridPage(locale) }),
  "watch-history": (_block, locale) => ({ history: historyPage(locale) }),
  "profile-list": () => ({ profiles: [...familyProfiles] }),
  "package-list": (_block, locale) => ({ packages: samplePackageChoice(locale) }),
  "feature-table": (_block, locale) => ({ packages: samplePackageChoice(locale) }),
  "order-summary": (_block, locale) => ({ order: sampleOrder(locale) }),
  "payment-method-list": () => ({ paymentMethods: samplePaymentChoice() }),
  "subscription-manage": (block, locale) => ({ subscription: sampleSubscription(block.step, locale) }),
  "partner-list": (block, locale) => ({ partners: samplePartnerChoice(block.show, locale) }),
  "offer-list": (block, locale) => ({ offers: sampleOfferChoice(block.show, locale) }),
  "programme-guide": (block, locale) => ({ guide: sampleGuideData(block.view, locale) }),
  "search-results": (_block, locale) => ({ results: searchResults(locale) }),
  "device-list": () => ({ devices: sampleDevices() }),
  "device-pairing": () => ({ pairing: "subscribed" }),
  "onboarding-picks": (block, locale) => ({ onboarding: sampleOnboarding(block.step, locale) }),
  form: () => ({}),
} satisfies Samplers;

const samplerMap: Samplers = samplers;

function samplerOf<K extends DataBoundType>(type: K): Sampler<K> {
  return samplerMap[type];
}

function isDataBound(block: Block): block is BlockOf<DataBoundType> {
  return Object.hasOwn(samplerMap, block.type);
}

/** What the content adapter and the viewer's services would give the block; nothing for blocks without data. */
export function sampleData(block: Block, locale: Locale): BlockData | Record<string, never> {
  return isDataBound(block) ? samplerOf(block.type)(block, locale) : {};
}

/** The items of an items-bound block (hero, rail, tile). */
export function sampleItems(block: Block, locale: Locale): ContentItem[] | undefined {
  const data = sampleData(block, locale);
  return "items" in data ? data.items : undefined;
}
