/**
 * The registry: one typed map from block type to component (CONVENTIONS.md 1). The annotation makes a
 * block type added to the schema without a component here a type error.
 */
import { PaymentMethodListView } from "@/components/payments/PaymentMethodListView";
import { OfferListView } from "@/components/offers/OfferListView";
import { ProgrammeGuideView } from "@/components/guide/ProgrammeGuideView";
import { PartnerListView } from "@/components/partners/PartnerListView";
import { SubscriptionManageView } from "@/components/subscription/SubscriptionManageView";
import type { ComponentType } from "react";
import { BadgeView } from "@/components/badge/BadgeView";
import { BannerView } from "@/components/banner/BannerView";
import { ButtonView } from "@/components/button/ButtonView";
import { CheckboxView } from "@/components/checkbox/CheckboxView";
import { EmailFieldView } from "@/components/email-field/EmailFieldView";
import { FormView } from "@/components/form/FormView";
import { HeroView } from "@/components/hero/HeroView";
import { ImageView } from "@/components/image/ImageView";
import { LinkView } from "@/components/link/LinkView";
import { ModuleSlotView } from "@/components/module/ModuleSlotView";
import { OtpFieldView } from "@/components/otp-field/OtpFieldView";
import { PasswordFieldView } from "@/components/password-field/PasswordFieldView";
import { PhoneFieldView } from "@/components/phone-field/PhoneFieldView";
import { ContinueWatchingRailView } from "@/components/rail/ContinueWatchingRailView";
import { ProfileListView } from "@/components/profile-list/ProfileListView";
import { FeatureTableView } from "@/components/packages/FeatureTableView";
import { PackageListView } from "@/components/packages/PackageListView";
import { OrderSummaryView } from "@/components/packages/OrderSummaryView";
import { RailView } from "@/components/rail/RailView";
import { SectionHeaderView } from "@/components/section-header/SectionHeaderView";
import { SelectView } from "@/components/select/SelectView";
import { SocialLoginView } from "@/components/social-login/SocialLoginView";
import { StackView } from "@/components/stack/StackView";
import { SubmitView } from "@/components/submit/SubmitView";
import { TextFieldView } from "@/components/text-field/TextFieldView";
import { TextView } from "@/components/text/TextView";
import { TileView } from "@/components/tile/TileView";
import { TitleHeaderView } from "@/components/title-header/TitleHeaderView";
import { SeasonPickerView } from "@/components/season-picker/SeasonPickerView";
import { GridView } from "@/components/grid/GridView";
import { MyListRailView } from "@/components/my-list/MyListRailView";
import { SearchResultsView } from "@/components/search/SearchResultsView";
import { WatchHistoryView } from "@/components/watch-history/WatchHistoryView";
import { DeviceListView } from "@/components/devices/DeviceListView";
import { DevicePairingView } from "@/components/devices/DevicePairingView";
import { OnboardingPicksView } from "@/components/onboarding/OnboardingPicksView";
import type { BlockViewProps } from "@/components/ui-context";
import type { BlockOf, BlockType, RailBlock } from "@/screens-schema/types";

export type Registry = { [K in BlockType]: ComponentType<BlockViewProps<BlockOf<K>>> };

/**
 * Continue watching is resolved on the client for the signed-in profile; My List on the server for the viewer's own
 * render, else (a page of the shared cache, which carries no items for it) on the client; every other rail on the server.
 */
function RailBlockView(props: BlockViewProps<RailBlock>) {
  const { kind } = props.block.source;
  if (kind === "continue-watching") return <ContinueWatchingRailView {...props} />;
  if (kind === "my-list" && props.items === undefined) return <MyListRailView {...props} />;
  return <RailView {...props} />;
}

export const registry: Registry = {
  stack: StackView,
  hero: HeroView,
  rail: RailBlockView,
  tile: TileView,
  "section-header": SectionHeaderView,
  text: TextView,
  image: ImageView,
  button: ButtonView,
  badge: BadgeView,
  banner: BannerView,
  module: ModuleSlotView,
  form: FormView,
  "text-field": TextFieldView,
  "email-field": EmailFieldView,
  "password-field": PasswordFieldView,
  "phone-field": PhoneFieldView,
  "otp-field": OtpFieldView,
  checkbox: CheckboxView,
  select: SelectView,
  submit: SubmitView,
  link: LinkView,
  "social-login": SocialLoginView,
  "profile-list": ProfileListView,
  "title-header": TitleHeaderView,
  "season-picker": SeasonPickerView,
  grid: GridView,
  "watch-history": WatchHistoryView,
  "device-list": DeviceListView,
  "device-pairing": DevicePairingView,
  "onboarding-picks": OnboardingPicksView,
  "package-list": PackageListView,
  "feature-table": FeatureTableView,
  "order-summary": OrderSummaryView,
  "payment-method-list": PaymentMethodListView,
  "subscription-manage": SubscriptionManageView,
  "partner-list": PartnerListView,
  "offer-list": OfferListView,
  "programme-guide": ProgrammeGuideView,
  "search-results": SearchResultsView,
};

/**
 * The component for a block type, typed for that type's block. Indexing the mapped type with a generic key
 * keeps the key and the props correlated, so the caller needs no switch and no cast.
 */
export function viewOf<K extends BlockType>(type: K): ComponentType<BlockViewProps<BlockOf<K>>> {
  return registry[type];
}
