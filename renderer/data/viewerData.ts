/**
 * The viewer's own data a render may show: profiles, watching progress and history, and what a form's `prefill`
 * asks for. One port, built per live render of a signed-in viewer by the services facade
 * (app/_server/viewerData.ts) and handed to the renderer's one entry; the data resolvers
 * (renderer/data/resolvers.ts) are its only readers. Absent (guests, pages of the page cache, the studio's
 * frame), so personal data never enters a shared page.
 */
import type { AccountDevice, AccountProfile } from "@/domain/account";
import type { Genre, OnboardingState } from "@/domain/onboarding";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { CarrierContracts } from "@/domain/subscription/carrierBilling";
import type { CashReference } from "@/domain/subscription/cashPayment";
import type { DealLanding, Reservation, ReservedPrice } from "@/domain/subscription/codes";
import type { OwnCard, OwnPayment, SubscriptionStanding, UpgradeQuote } from "@/domain/subscription/ownSubscription";
import type { HistoryPage } from "@/domain/types";
import type { FormBlock } from "@/screens-schema/generated/types";

export type FormPrefill = NonNullable<FormBlock["prefill"]>;

export interface ViewerData {
  /** The signed-in profile (its id), for modules that save where it stopped. */
  readonly profileId: string | undefined;
  /** The viewer's profiles: one profiles/me call per render, started on first use. */
  profiles(): Promise<AccountProfile[]>;
  /** How much of each title the profile has watched, 0..1 by id (finished is 1). */
  progress(ids: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Where the profile stopped in a title, in seconds (0 when it has not started or has finished it). */
  resumeAt(id: string): Promise<number>;
  /** The profile's My List, latest added first (one personalization/ids call per render, started on first use). */
  favouriteIds(): Promise<string[]>;
  /** A page of the profile's watching history. */
  history(page: number, size: number): Promise<HistoryPage>;
  /** The account's devices with a live session, the one in use marked (issue 31 §3). */
  devices(): Promise<AccountDevice[]>;
  /** The profile's onboarding: still ahead or not, and the genres it picked (issue 31 §4). */
  onboarding(): Promise<OnboardingState>;
  /** The catalogue's genres in the viewer's language, what onboarding offers. */
  genres(): Promise<Genre[]>;
  /**
   * The values the services hold for a form's `prefill`, under the field names the operations use;
   * `editedProfileId` is the profile a "profile" prefill edits (the route's).
   */
  prefill(source: FormPrefill, editedProfileId: string | undefined): Promise<FormValues>;
  /** The package of the account's active subscription; undefined without one, or when it cannot be read (spec 8: silently). */
  currentPackageId(): Promise<string | undefined>;
  /** The account's own subscription (the manage pages), with its packages' names and prices and the saved card. */
  subscription(): Promise<SubscriptionStanding>;
  /** Why an account may leave (the cancel flow's choices), in the viewer's language. */
  terminationReasons(): Promise<TerminationReason[]>;
  /** What moving up to `toProductId` costs now (getProrationinfo). */
  upgradeQuote(toProductId: string): Promise<UpgradeQuote>;
  /** The account's payments, newest first (the transaction history). */
  payments(): Promise<OwnPayment[]>;
  /** The account's saved cards, the default first (what renewals charge). */
  cards(): Promise<OwnCard[]>;
  /** The viewer's country's carrier operators and the packages they bill (the payment page's carrier form). */
  carrierContracts(): Promise<CarrierContracts>;
  /** The account's cash references, newest first (the payment page's cash form shows one still to pay). */
  cashReferences(): Promise<CashReference[]>;
  /** Whether the account may take a special offer now, and why not (the subscription service's `offer/eligibility`). */
  offerEligibility(offerId: string): Promise<{ eligible: boolean; reason: string }>;
  /** A coupon or deal price the account reserved, or an offer's price, for `productId` in its country (`?coupon=`, `?deal=`, `?offer=`). */
  reservedPrice(reservation: Reservation, productId: string): Promise<ReservedPrice>;
  /** A partner's deal for its landing page (`/hub/deal-landing/{dealParam}`). */
  deal(dealParam: string): Promise<DealLanding>;
}

export interface TerminationReason {
  id: string;
  label: string;
}
