/**
 * What every data resolver of one render shares (renderer/data/resolvers.ts and the subscription blocks'
 * subscriptionResolvers.ts), and the answer for a block with nothing to show this viewer.
 */
import type { Partner } from "@/domain/subscription/partners";
import type { PaymentMethodOffer, PaymentShell } from "@/domain/subscription/paymentMethods";
import type { RenderContext, UserType } from "@/domain/types";
import type { Block } from "@/screens-schema/types";
import type { BlockPlace } from "../report";
import type { GuideReader } from "./guideSource";
import type { PlansReader } from "./plans";
import type { RouteData } from "./routeValues";
import type { ScreenData } from "./ScreenData";
import type { ViewerData } from "./viewerData";

/** What every resolver of one render shares. */
export interface ResolveDeps {
  data: ScreenData;
  /** The signed-in viewer's own data on live renders; absent for guests, the page cache and the studio's frame. */
  viewer: ViewerData | undefined;
  route: RouteData;
  /** Who the viewer is, as the server decided (the package blocks' flow, who may change the subscription). */
  userType: UserType;
  profileKind: RenderContext["profileKind"];
  /** The subscription catalogue, one request per flow for the whole render. */
  plans: PlansReader;
  /** The payment methods of the viewer's country, and the shell the page is shown in (in-app stores only in theirs). */
  paymentMethods(): Promise<PaymentMethodOffer[]>;
  shell: PaymentShell;
  /** The service's partners in the viewer's language and country (the partner-list block), one request per render. */
  partners(): Promise<Partner[]>;
  /** The programme guide, read per render (the programme-guide block). */
  guide: GuideReader;
  /** Where a block stands, for the report of a part of its data that failed. */
  placeOf(block: Block): BlockPlace;
}

/** A resolver's answer for a block with nothing to show this viewer (a guest's profile list). */
export const hideBlock: unique symbol = Symbol("hide block");

