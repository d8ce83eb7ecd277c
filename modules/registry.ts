/**
 * Hand-written modules that layouts place through the `module` block (the player, sports and payment
 * gateways). A name the schema allows but this build does not provide yet is reported as
 * "module-unavailable" by the renderer and the block's fallback is shown instead.
 */
import type { ReactNode } from "react";
import type { ChannelSchedule } from "@/domain/guide";
import type { TimeDisplay } from "@/domain/guideTime";
import type { ContentItem, Locale, SeasonPlaylist } from "@/domain/types";
import type { ModuleBlock, Platform } from "@/screens-schema/types";
import type { Checkout } from "@/components/payments/paymentMethodChoice";
import type { CarrierContracts } from "@/domain/subscription/carrierBilling";
import type { CashReference } from "@/domain/subscription/cashPayment";
import type { DealLanding, Reservation, ReservedPrice } from "@/domain/subscription/codes";
import { PaymentsModule } from "./payments/PaymentsModule";
import { PlayerModule } from "./player/PlayerModule";
import type { SportsData } from "./sports/sportsData";
import { SportsModule } from "./sports/SportsModule";

/** What a module may know of the page it sits on: the route's values and the request's data, on the server. */
export interface ModuleContext {
  /** The page's route values (`contentId`, `titleId`, `seasonId`...). */
  route: Readonly<Record<string, string | undefined>>;
  /** Who watches, for the player's watermark: the selected profile's id; absent for guests. */
  viewerId?: string;
  product(id: string): Promise<ContentItem | undefined>;
  seasons(titleId: string): Promise<SeasonPlaylist[]>;
  /** The signed-in profile's saved position in seconds; 0 when none (or for guests). */
  resumeAt(id: string): Promise<number>;
  /** Payment pages: the package of the page's `?package=`, priced for the viewer, and the method of `?method=`. */
  checkout(): Promise<Checkout>;
  /** Payment pages: the order of the page's `?order=` (its format only; the services say whose it is). */
  orderId?: string;
  /** Payment pages of a signed-in viewer: the country's carrier operators and the packages they bill. */
  carrierContracts?: () => Promise<CarrierContracts>;
  /** Payment pages of a signed-in viewer: the account's cash references, newest first. */
  cashReferences?: () => Promise<CashReference[]>;
  /** Payment pages: the coupon or deal of the page's `?coupon=` or `?deal=` (its format only) and, signed in, its price. */
  reservation?: Reservation;
  reservedPrice?: (reservation: Reservation, productId: string) => Promise<ReservedPrice>;
  /** The viewer's country (ISO 3166-1 alpha-2), as the server decided it: prices are formatted for it. */
  country?: string;
  /** The client platform (a browser, a native app's web view, a TV): how closely the sports module groups kick-offs. */
  platform?: Platform;
  /** Signed-in pages: whether the session watches as a kids profile (who may not pay or change the card). */
  kidProfile?: boolean;
  /** Deal pages: the route's `dealParam` (its format only: the service says whether there is such a deal). */
  dealParam?: string;
  /** Deal pages of a signed-in viewer: the deal of the route's `dealParam`. */
  deal?: (dealParam: string) => Promise<DealLanding>;
  /** The sports data of this request and what the page's URL chose; absent where the render has no sports source. */
  sports?: SportsData;
  /** The programme guide of this request: a channel's programmes, and how the viewer's times are shown. */
  guide?: {
    display: TimeDisplay;
    channelSchedule(channelId: string, window: { from: string; to: string }): Promise<ChannelSchedule | undefined>;
  };
  /** A channel's player page: the programme of its `?programme=` (its format only), to start over or catch up. */
  programmeId?: string;
}

export interface ModuleProps {
  locale: Locale;
  props: NonNullable<ModuleBlock["props"]>;
  context: ModuleContext;
}

export type ModuleName = ModuleBlock["module"];

/**
 * A module is an async server function the renderer calls itself (renderer/render/BlockNode.tsx), so that what it
 * throws (a player placed on a page with no title, a service down) is caught there like any block's failure.
 */
export type ServerModule = (props: ModuleProps) => Promise<ReactNode>;

export const moduleRegistry: Partial<Record<ModuleName, ServerModule>> = {
  player: PlayerModule,
  payments: PaymentsModule,
  sports: SportsModule,
};
