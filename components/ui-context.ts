/**
 * What every block component receives besides its block (docs/contract.md section 5).
 * The renderer builds the UiContext per request from i18next; stories and tests use testing/createTestUi.ts.
 */
import type { ReactNode } from "react";
import type { AccountDevice, AccountProfile } from "@/domain/account";
import type { OnboardingChoices } from "@/domain/onboarding";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { SearchResults } from "@/domain/searchQuery";
import type { ContentItem, GridPage, HistoryPage, Locale, SeasonsView, TitleDetail } from "@/domain/types";
import type { Block, Text } from "@/screens-schema/types";
import type { OrderChoice, PackageChoice } from "./packages/packageChoice";
import type { GuideData } from "./guide/guideData";
import type { OfferChoice } from "./offers/offerChoice";
import type { PartnerChoice } from "./partners/partnerChoice";
import type { PaymentMethodChoice } from "./payments/paymentMethodChoice";
import type { SubscriptionView } from "./subscription/subscriptionChoice";

export interface UiContext {
  locale: Locale;
  dir: "rtl" | "ltr";
  /** The id of the screen being rendered (forms send it, so the server loads the same layout). */
  screenId: string;
  /** Resolves layout text: a `screens`-namespace key or a per-locale map. Never HTML. */
  text(t: Text): string;
  /** A string from the `blocks` namespace. */
  t(key: string, params?: Record<string, string | number>): string;
  /** A locale-less same-site path ("/series") as a link for the current locale ("/ar/series"). */
  href(path: string): string;
  /** An image `src` from a layout: paths under `/images/` resolve to the image service, others stay on the app. */
  imageUrl(path: string): string;
}

export interface BlockRootProps<T extends string = string> {
  "data-block": T;
  "data-block-id": string;
}

export interface BlockViewProps<B extends Block> {
  block: B;
  /** Spread on the component's root element. */
  rootProps: BlockRootProps<B["type"]>;
  ui: UiContext;
  /** Data-bound blocks (hero, rail, tile): the resolved items. */
  items?: ContentItem[];
  /** title-header: the title, what "play" starts and its trailers. */
  detail?: TitleDetail;
  /**
   * title-header, rail, grid, tile: whether the page is a signed-in viewer's, who keeps a My List (a title page's
   * button; the tiles' toggles). A guest's title page links to sign in; a guest's tiles have no toggle.
   */
  signedIn?: boolean;
  /** season-picker: the title's seasons and the open one. */
  seasons?: SeasonsView;
  /** grid: the page the URL asks for. */
  page?: GridPage;
  /** watch-history: the profile's history page (live renders only). */
  history?: HistoryPage;
  /** How much of each item the signed-in profile has watched, 0..1 by item id (live renders only). */
  progress?: ReadonlyMap<string, number>;
  /** profile-list: the signed-in viewer's profiles, resolved on the server for live renders. */
  profiles?: AccountProfile[];
  /** package-list and feature-table: the packages this viewer may choose, priced for their country. */
  packages?: PackageChoice;
  /** order-summary: the package chosen on the way to paying. */
  order?: OrderChoice;
  /** payment-method-list: the methods this viewer may pay with here, and the selected one. */
  paymentMethods?: PaymentMethodChoice;
  /** subscription-manage: the account's own subscription (and the reasons to leave), for its owner only. */
  subscription?: SubscriptionView;
  /** partner-list: the service's partners, or the one of the page's path. */
  partners?: PartnerChoice;
  /** offer-list: the special offers for this viewer with the service's verdicts, or the one of the page's path. */
  offers?: OfferChoice;
  /** programme-guide: the grid's page, now and next per channel, or one channel's day, with how times are shown. */
  guide?: GuideData;
  /** search-results: the page of results the URL asks for, or why there is none, and the suggestions. */
  results?: SearchResults;
  /** device-list: the account's devices with a live session (live renders of a signed-in viewer only). */
  devices?: AccountDevice[];
  /** device-pairing: who is pairing a TV, as the server decided: a guest, an account without a subscription, a subscriber. */
  pairing?: "guest" | "registered" | "subscribed";
  /** onboarding-picks: what the step offers the signed-in profile (genres, or titles from the genres it picked). */
  onboarding?: OnboardingChoices;
  /** form with `prefill`: the values the service already knows, resolved on the server for live renders. */
  prefilled?: FormValues;
  /**
   * The block is past the page's first screen (renderer/render/ScreenView.tsx): a rail then sends its tiles as
   * links with titles and draws them in full as it nears the viewport (DeferredRailTiles).
   */
  belowFirstScreen?: boolean;
  /** Stack: its rendered children. Module: the hand-written module the renderer resolved. */
  children?: ReactNode;
}

/** The part of UiContext a tile needs; small enough for a client component to rebuild from serialisable props. */
export type TileUi = Pick<UiContext, "locale" | "t" | "href">;

/** The link a locale-less same-site path gets under a locale; the one rule the renderer's `href` follows too. */
export function localizedHref(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
