/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: screens-schema/schemas/*.schema.json (json-schema-to-typescript).
 * Regenerate with `npm run schema:generate`; `npm run schema:check` fails when this file is stale.
 * Import from `screens-schema/types.ts`, which re-exports these under the contract's names.
 */

/**
 * User-visible text: an i18n key in the `screens` namespace, or the text in all three languages. Always shown as plain text, never interpreted as HTML.
 */
export type Text = I18NKeyText | LocaleMapText;
/**
 * One building block of a screen. The `type` selects the block schema.
 */
export type Block =
  | StackBlock
  | HeroBlock
  | RailBlock
  | TileBlock
  | SectionHeaderBlock
  | TextBlock
  | ImageBlock
  | ButtonBlock
  | BadgeBlock
  | BannerBlock
  | ModuleBlock
  | FormBlock
  | TextFieldBlock
  | EmailFieldBlock
  | PasswordFieldBlock
  | PhoneFieldBlock
  | OtpFieldBlock
  | CheckboxBlock
  | SelectBlock
  | SubmitBlock
  | LinkBlock
  | SocialLoginBlock
  | ProfileListBlock
  | TitleHeaderBlock
  | SeasonPickerBlock
  | GridBlock
  | WatchHistoryBlock
  | PackageListBlock
  | FeatureTableBlock
  | OrderSummaryBlock
  | PaymentMethodListBlock
  | SubscriptionManageBlock
  | PartnerListBlock
  | OfferListBlock
  | ProgrammeGuideBlock
  | SearchResultsBlock
  | DeviceListBlock
  | DevicePairingBlock
  | OnboardingPicksBlock;
/**
 * Identifier of a block, unique within the screen (the validator checks uniqueness). Used for analytics, tests and error reports.
 */
export type BlockId = string;
/**
 * The visitor's account state.
 */
export type UserType = "anonymous" | "registered" | "subscribed" | "suspended";
/**
 * The active profile's kind: kid profiles get the kids menu and home.
 */
export type ProfileKind = "adult" | "kid";
/**
 * The client platform; native apps show the web app in a web view.
 */
export type Platform = "WEB" | "ANDROID_APP" | "ANDROID_APP2" | "IOS_APP" | "IOS_APP2" | "SMART_TV" | "HMS_APP";
/**
 * ISO 3166-1 alpha-2 country code, upper case.
 */
export type CountryCode = string;
/**
 * A supported UI language. Arabic (rtl) is the default.
 */
export type Locale = "ar" | "en" | "fr";
/**
 * What replaces this block when it is invalid: "drop" removes it, a block is rendered in its place (when that block is itself valid).
 */
export type Fallback = "drop" | Block;
/**
 * Where the slides come from: an editorial carousel or a list of product ids.
 */
export type HeroSource = EditorialCarouselSource | ProductIdsSource;
/**
 * Identifier of a product (movie, series, episode, live channel...) in the content service, e.g. "101".
 */
export type ContentId = string;
/**
 * How a content item is drawn: poster (portrait), landscape, square, episode (landscape with episode number) or live-channel (logo card).
 */
export type TileStyle = "poster" | "landscape" | "square" | "episode" | "live-channel";
/**
 * Where a data-bound block (hero, rail, grid, title header, season picker) gets its items. The `kind` selects the shape; items are never inlined.
 */
export type DataSource =
  | EditorialCarouselSource
  | ProductIdsSource
  | ProductFilterSource
  | LiveChannelsSource
  | LiveEventsSource
  | ContinueWatchingSource
  | ProductSource
  | RelatedSource
  | SeasonsSource
  | MyListSource;
/**
 * A product id written in the layout, or one taken from the page's route.
 */
export type ContentRef = ContentId | RouteParam;
/**
 * A same-site, locale-less path starting with "/" ("/series" becomes "/ar/series"). Schemes (javascript:, data:, https:), protocol-relative "//host", backslashes and whitespace are rejected.
 */
export type SitePath = string;
/**
 * What a signed-in viewer can do from each tile besides opening it: "my-list" puts a My List toggle on the tiles of movies, series and shows (a guest sees none; the title's page invites them to sign in). An empty list: the tiles only open their titles.
 */
export type TileActions = "my-list"[];
/**
 * A same-site image path. Paths under /images/ are served by the image service (IMAGES_BASE_URL), other paths by the app. May hold the {resolution} placeholder.
 */
export type ImageSrc = string;
/**
 * What happens when the user activates the element. A closed set; the `type` selects the shape.
 */
export type Action = NavigateAction | OpenDialogAction | PlayAction | TrackAction | CookiePreferencesAction;
/**
 * The key a form field's value is sent under (a JavaScript identifier, e.g. "email", "subscribeToPromotion").
 */
export type FieldName = string;
/**
 * A standard HTML autofill token, so browsers and password managers fill the field.
 */
export type Autocomplete =
  | "off"
  | "on"
  | "name"
  | "given-name"
  | "family-name"
  | "email"
  | "username"
  | "current-password"
  | "new-password"
  | "one-time-code"
  | "tel"
  | "tel-national"
  | "country"
  | "bday-year"
  | "bday-month"
  | "sex";

/**
 * A server-driven screen: the envelope the CMS publishes and the renderer draws.
 */
export interface Screen {
  /**
   * Editor hint: URL or relative path of this schema.
   */
  $schema?: string;
  /**
   * Layout contract version as "major.minor". The renderer states which versions it accepts (currently "1.0").
   */
  schemaVersion: string;
  /**
   * Screen id: a name such as "home" or a server-driven page path such as "/user/login-form".
   */
  id: string;
  /**
   * Page chrome: default header and footer, none, a header over the first block, or the full-screen player.
   */
  layout?: "default" | "no-chrome" | "transparent-header" | "player";
  /**
   * The main column: the full page width, or one readable column (about 28rem) centred, in which every block (title, form, links, social buttons, text) lines up; for sign-in and account pages.
   */
  width?: "full" | "narrow";
  title: Text;
  description?: Text;
  /**
   * The blocks, top to bottom; at least one.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * Text looked up by key in the `screens` i18n namespace.
 */
export interface I18NKeyText {
  /**
   * Key in the `screens` namespace (dot-separated).
   */
  key: string;
  /**
   * Interpolation values. Strings follow the same no-HTML rule as locale-map text.
   */
  params?: {
    [k: string]: string | number;
  };
}
/**
 * The same text written in every supported language. All three are required so no language falls back silently.
 */
export interface LocaleMapText {
  /**
   * Display text. It is always shown as plain text and never interpreted as HTML: markup such as "<b>" appears literally.
   */
  ar: string;
  /**
   * Display text. It is always shown as plain text and never interpreted as HTML: markup such as "<b>" appears literally.
   */
  en: string;
  /**
   * Display text. It is always shown as plain text and never interpreted as HTML: markup such as "<b>" appears literally.
   */
  fr: string;
}
/**
 * Lays out child blocks in a row or a column. Stacks nest.
 */
export interface StackBlock {
  /**
   * Block type.
   */
  type: "stack";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Main axis: vertical (column) or horizontal (row, follows the text direction).
   */
  direction?: "vertical" | "horizontal";
  /**
   * Space between children, from the spacing tokens.
   */
  gap?: "none" | "small" | "medium" | "large";
  /**
   * Cross-axis alignment, in logical terms (start/end follow the text direction).
   */
  align?: "start" | "center" | "end" | "stretch";
  /**
   * The child blocks, at least one.
   *
   * @minItems 1
   */
  children: Block[];
}
/**
 * Conditions for showing the block. Every given condition must hold; a list matches any of its values. Absent means always visible.
 */
export interface VisibleWhen {
  /**
   * Show only to these user types.
   *
   * @minItems 1
   */
  userType?: UserType[];
  /**
   * Show only for these profile kinds.
   *
   * @minItems 1
   */
  profileKind?: ProfileKind[];
  /**
   * Show only on these platforms.
   *
   * @minItems 1
   */
  platform?: Platform[];
  /**
   * Show only in these countries (ISO 3166-1 alpha-2, upper case).
   *
   * @minItems 1
   */
  country?: CountryCode[];
  /**
   * Show only in these UI languages.
   *
   * @minItems 1
   */
  locale?: Locale[];
  /**
   * true: show only inside a native app's web view; false: show only in a normal browser.
   */
  webView?: boolean;
}
/**
 * Analytics events the block sends.
 */
export interface Analytics {
  impression?: TrackEvent;
  click?: TrackEvent;
}
/**
 * An analytics event sent to the tag manager.
 */
export interface TrackEvent {
  /**
   * Event name.
   */
  event: string;
  params?: ScalarParams;
}
/**
 * Event parameters: string, number or boolean values.
 */
export interface ScalarParams {
  [k: string]: string | number | boolean;
}
/**
 * Full-width carousel of featured content at the top of a page.
 */
export interface HeroBlock {
  /**
   * Block type.
   */
  type: "hero";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  source: HeroSource;
  /**
   * Visual preset: the home hero (one big slide) or the landing hero (three slides).
   */
  preset?: "home-hero" | "landing-hero";
  /**
   * Advance slides automatically (paused on hover, focus and reduced motion).
   */
  autoplay?: boolean;
  /**
   * Time each slide stays, in milliseconds (3000..20000).
   */
  intervalMs?: number;
  /**
   * Maximum number of slides (1..10).
   */
  limit?: number;
}
/**
 * The products of an editorial carousel curated in the content service.
 */
export interface EditorialCarouselSource {
  /**
   * Source kind.
   */
  kind: "editorial-carousel";
  /**
   * Editorial carousel id.
   */
  carouselId: string;
}
/**
 * A hand-picked list of products, shown in this order; unknown ids are left out.
 */
export interface ProductIdsSource {
  /**
   * Source kind.
   */
  kind: "product-ids";
  /**
   * Product ids, 1..200, no duplicates.
   *
   * @minItems 1
   * @maxItems 200
   */
  ids: ContentId[];
}
/**
 * A titled horizontal row of content tiles fed by a data source.
 */
export interface RailBlock {
  /**
   * Block type.
   */
  type: "rail";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title?: Text;
  tileStyle: TileStyle;
  source: DataSource;
  /**
   * Maximum number of tiles (1..50).
   */
  limit?: number;
  seeAll?: NavigateAction;
  slides?: SlidesPerBreakpoint;
  /**
   * Show the item title under each tile.
   */
  showTitles?: boolean;
  tileActions?: TileActions;
}
/**
 * Products matching a filter, sorted and paged.
 */
export interface ProductFilterSource {
  /**
   * Source kind.
   */
  kind: "product-filter";
  filter?: ProductFilter;
  /**
   * Sort order: newest first, oldest first, A to Z, Z to A, most popular this month, most trending this week.
   */
  sort?: "newest" | "oldest" | "a-z" | "z-a" | "popular-month" | "trending-week";
  /**
   * Page number, starting at 0.
   */
  page?: number;
  /**
   * Items per page, 1..50.
   */
  size?: number;
}
/**
 * Filter conditions; all given conditions must hold.
 */
export interface ProductFilter {
  /**
   * Only this product type, written here or taken from the route (`productType`).
   */
  productType?: ("MOVIE" | "SERIES" | "SHOW" | "EPISODE" | "CLIP") | RouteParam;
  /**
   * Only this genre id, written here or taken from the route (`category`).
   */
  genre?: string | RouteParam;
  /**
   * true: only Plus (subscription) content; false: only free content.
   */
  plus?: boolean;
  /**
   * true: only coming-soon content; false: only available content.
   */
  comingSoon?: boolean;
}
/**
 * A value taken from the page's route, so one layout serves every title of a page kind: `titleId` (the series, show or movie of the path), `seasonId` (a season page), `contentId` (what the player plays), `category` (a genre list's genre id), `productType` (a genre list's product type: SERIES, SHOW or MOVIE), `teamId` (a team's page), `fixtureId` (a match's page). A page without that value renders the block's fallback.
 */
export interface RouteParam {
  /**
   * Which route value.
   */
  fromRoute: "titleId" | "seasonId" | "contentId" | "category" | "productType" | "teamId" | "fixtureId";
}
/**
 * Live TV channels.
 */
export interface LiveChannelsSource {
  /**
   * Source kind.
   */
  kind: "live-channels";
  /**
   * Page number, starting at 0.
   */
  page?: number;
  /**
   * Items per page, 1..50.
   */
  size?: number;
}
/**
 * Live events (sport, news, entertainment) by state: `live` (on now, by start), `coming-soon` (by start, with a countdown; not playable before it), `replay` (over, with a replay; newest first). A coming-soon event is live from its start for 5 hours, then shows as its replay or drops out (spec 4).
 */
export interface LiveEventsSource {
  /**
   * Source kind.
   */
  kind: "live-events";
  /**
   * Which events: on now, coming soon, or over with a replay.
   */
  state: "live" | "coming-soon" | "replay";
  /**
   * Only events of this type; absent: every type.
   */
  eventType?: "sport" | "news" | "entertainment";
  /**
   * Page number, starting at 0.
   */
  page?: number;
  /**
   * Items per page, 1..50.
   */
  size?: number;
}
/**
 * The signed-in user's unfinished items, resolved on the client. Empty (and the block hidden) for anonymous visitors.
 */
export interface ContinueWatchingSource {
  /**
   * Source kind.
   */
  kind: "continue-watching";
}
/**
 * One product, by id or from the route (a title page's title, the player's item).
 */
export interface ProductSource {
  /**
   * Source kind.
   */
  kind: "product";
  id: ContentRef;
}
/**
 * Titles like a given one (same type and main genre), most popular first.
 */
export interface RelatedSource {
  /**
   * Source kind.
   */
  kind: "related";
  id: ContentRef;
  /**
   * How many, 1..50.
   */
  size?: number;
}
/**
 * The seasons of a series or show with their episodes and clips. In a rail or hero: the episodes of the route's season (`seasonId`), else of the first season.
 */
export interface SeasonsSource {
  /**
   * Source kind.
   */
  kind: "seasons";
  titleId: ContentRef;
}
/**
 * The signed-in profile's My List (spec 7 "Favourites"), latest added first; a kid profile's is its own. On a page drawn per request (`personal` in the route table) it is resolved on the server; on a page of the shared cache a rail asks for it from the browser, and a grid is not shown. A guest's is empty: pair it with a block for guests (`visibleWhen`).
 */
export interface MyListSource {
  /**
   * Source kind.
   */
  kind: "my-list";
  /**
   * Items per page (a grid) or at most (a rail), 1..50.
   */
  size?: number;
}
/**
 * Go to a page of this site.
 */
export interface NavigateAction {
  /**
   * Action type.
   */
  type: "navigate";
  to: SitePath;
}
/**
 * Tiles visible at once per breakpoint (mobile 320, small 768, medium 1024, high 1280, full 1440, quad 2560 px). Missing breakpoints use the tile style's default.
 */
export interface SlidesPerBreakpoint {
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  mobile?: number;
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  small?: number;
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  medium?: number;
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  high?: number;
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  full?: number;
  /**
   * Tiles visible at once at this breakpoint; half values show a peek of the next tile.
   */
  quad?: number;
}
/**
 * A single content tile.
 */
export interface TileBlock {
  /**
   * Block type.
   */
  type: "tile";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  contentId: ContentId;
  tileStyle: TileStyle;
  /**
   * Show the item title under the tile.
   */
  showTitle?: boolean;
  tileActions?: TileActions;
}
/**
 * A heading that introduces the blocks after it.
 */
export interface SectionHeaderBlock {
  /**
   * Block type.
   */
  type: "section-header";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title: Text;
  subtitle?: Text;
  seeAll?: NavigateAction;
  /**
   * Heading level (h2 or h3).
   */
  level?: 2 | 3;
}
/**
 * A paragraph or heading of plain text.
 */
export interface TextBlock {
  /**
   * Block type.
   */
  type: "text";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  text: Text;
  /**
   * Typographic role.
   */
  variant?: "headline" | "title" | "body" | "caption";
  /**
   * Inline alignment in logical terms (start/end follow the text direction).
   */
  align?: "start" | "center" | "end";
  /**
   * true: screen readers read the text and nothing shows, e.g. the main heading of a page whose pictures speak for it (every page needs one "headline").
   */
  visuallyHidden?: boolean;
}
/**
 * A static image, optionally linking to a page.
 */
export interface ImageBlock {
  /**
   * Block type.
   */
  type: "image";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  src: ImageSrc;
  alt: Text;
  /**
   * Intrinsic width in CSS pixels (reserves space, avoids layout shift).
   */
  width: number;
  /**
   * Intrinsic height in CSS pixels.
   */
  height: number;
  action?: NavigateAction;
}
/**
 * A button that runs an action.
 */
export interface ButtonBlock {
  /**
   * Block type.
   */
  type: "button";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  label: Text;
  action: Action;
  /**
   * Visual emphasis.
   */
  variant?: "primary" | "secondary" | "ghost";
  /**
   * true: the button is not shown on the page its navigate action goes to, such as the maintenance screen's home button while home itself is under maintenance (spec 2 /maintenance: hidden when already on "/").
   */
  hideOnTarget?: boolean;
}
/**
 * Open one of the app's dialogs.
 */
export interface OpenDialogAction {
  /**
   * Action type.
   */
  type: "open-dialog";
  /**
   * Which dialog: the language picker or an information dialog.
   */
  dialog: "language" | "info";
  title?: Text;
  body?: Text;
}
/**
 * Start playback of a content item.
 */
export interface PlayAction {
  /**
   * Action type.
   */
  type: "play";
  contentId: ContentId;
  /**
   * Kind of stream.
   */
  contentType: "MOVIE" | "EPISODE" | "LIVE_CHANNEL" | "CLIP" | "TRAILER";
}
/**
 * Only send an analytics event.
 */
export interface TrackAction {
  /**
   * Action type.
   */
  type: "track";
  /**
   * Event name.
   */
  event: string;
  params?: ScalarParams;
}
/**
 * Open the cookie consent manager's preferences: the viewer's choice per consent group (spec 6: strictly necessary, performance, functional, targeting, social media).
 */
export interface CookiePreferencesAction {
  /**
   * Action type.
   */
  type: "cookie-preferences";
}
/**
 * A small status label.
 */
export interface BadgeBlock {
  /**
   * Block type.
   */
  type: "badge";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Which badge: Plus content, coming soon or live.
   */
  variant: "plus" | "coming-soon" | "live";
  label?: Text;
}
/**
 * A promotional or informational panel with optional image and call to action.
 */
export interface BannerBlock {
  /**
   * Block type.
   */
  type: "banner";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title: Text;
  body?: Text;
  image?: BannerImage;
  cta?: BannerCta;
  /**
   * Colour scheme.
   */
  tone?: "promo" | "info" | "warning";
}
/**
 * Artwork shown beside the text.
 */
export interface BannerImage {
  src: ImageSrc;
  alt: Text;
}
/**
 * Call-to-action button.
 */
export interface BannerCta {
  label: Text;
  action: Action;
}
/**
 * An application module that renders itself (player, sports centre, payments).
 */
export interface ModuleBlock {
  /**
   * Block type.
   */
  type: "module";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Which module.
   */
  module: "player" | "sports" | "payments";
  /**
   * Module settings: string, number or boolean values.
   */
  props?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * A form: its child blocks hold the fields, and submitting it runs one operation from a closed set through the app's own API route, which validates the values again. Never a raw URL.
 */
export interface FormBlock {
  /**
   * Block type.
   */
  type: "form";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * What submitting does: one operation of a closed set, posted to the app's /api/forms/{operation} route. The profile operations (create-profile, update-profile-details, delete-profile, set-pin, parental-control) act on the signed-in account's profiles; update and delete take the profile id from the page URL, and a profile `name` field should carry a `maxLength` rule of at most 50 (the service refuses longer names). set-password gives a first password to an account that has none (social or phone sign-up); delete-account deletes the signed-in account and signs out (a `password` field confirms it when the account has a password, a `confirm` checkbox must be ticked); sign-out-other-devices ends every other session of the account; sign-out ends this one and goes home (the confirmation of /logout); pair-device signs in the TV that shows the `pairingCode` field's code to the signed-in account (/hub/pairing-device); link-account joins the social sign-in this browser was just refused (its email has an account) to that account, given the account's `password`, and signs in (/hub/linking-account); social-registration makes the account of the social sign-in this browser was just refused because its provider shared no email, with the `email` field's address (optional `subscribeToPromotion`, `subscribeToNewsLetter` checkboxes), and signs in (/hub/social-registration); link-phone links a mobile number to the signed-in account (/hub/phone-linking): like phone-sign-in, a submit without the `otp` field's code sends one to the `phone` field's number (only in countries that allow mobile sign-in), a submit with it links the number, after which signing in by phone opens the same account; add-email gives an account made by phone an email (/hub/email-adding): a submit without the `otp` field's code mails six digits to the `email` field's address, a submit with them adds the email, verified (a first password may then be set on /hub/set-password); link-box links the set-top box whose sticker shows the `deviceSerial` and `linkCode` fields' serial number and code to the signed-in account, named by an optional `label` field (/hub/gobx-linking; the box then shows among the account's devices).
   */
  operation:
    | "sign-in"
    | "sign-up"
    | "phone-sign-in"
    | "send-otp"
    | "verify-otp"
    | "reset-request"
    | "reset"
    | "change-password"
    | "update-profile"
    | "create-profile"
    | "update-profile-details"
    | "update-marketing"
    | "delete-profile"
    | "set-pin"
    | "parental-control"
    | "set-password"
    | "delete-account"
    | "sign-out-other-devices"
    | "sign-out"
    | "pair-device"
    | "link-account"
    | "social-registration"
    | "link-phone"
    | "add-email"
    | "link-box";
  /**
   * Fills the fields with what the service already knows, before the viewer types: "account" the signed-in user's details (firstName, lastName, email, country, subscribeToPromotion, subscribeToNewsLetter), "profile" the profile edited on /hub/profile-update/{id} (name, avatar, language, ageRestriction), "profile-settings" the account's profile settings (maxAgeRestriction). Only fields of the form with those names are filled. Resolved on the server for signed-in viewers; when the service fails the form shows empty and the failure is reported.
   */
  prefill?: "account" | "profile" | "profile-settings";
  /**
   * The form's content: fields, text, submit and links, at least one.
   *
   * @minItems 1
   */
  children: Block[];
  /**
   * sign-up only: the platform the account is registered on (spec 2 web-, android- and ios-registration), recorded by the user service; a sign-up form without it registers on "web". On "android" and "ios" the page, when shown in that app's web view, tells the app the account is made (native bridge: flow normal-register, event onSuccess) and leaves the rest to it; in a browser it goes on as any sign-up.
   */
  platform?: "web" | "android" | "ios";
  successAction?: NavigateAction;
}
/**
 * A single-line text input of a form.
 */
export interface TextFieldBlock {
  /**
   * Block type.
   */
  type: "text-field";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  placeholder?: Text;
  help?: Text;
  autocomplete?: Autocomplete;
  rules?: FieldRules;
}
/**
 * Validation rules of a form field. The browser checks them before submit and the app's API route checks them again; messages are Text, defaulting to the `blocks` namespace's form.rules.* strings.
 */
export interface FieldRules {
  required?: RequiredRule;
  minLength?: LengthRule;
  maxLength?: LengthRule;
  pattern?: PatternRule;
  matches?: MatchesRule;
}
/**
 * The field must not be empty.
 */
export interface RequiredRule {
  message?: Text;
}
/**
 * A length limit in characters.
 */
export interface LengthRule {
  /**
   * The limit, in characters.
   */
  value: number;
  message?: Text;
}
/**
 * A regular expression the whole value must match (anchored by the validator).
 */
export interface PatternRule {
  /**
   * JavaScript regular expression source, without slashes or flags; the corpus tests prove it compiles.
   */
  value: string;
  message?: Text;
}
/**
 * The value must equal the value of another field of the same form.
 */
export interface MatchesRule {
  field: FieldName;
  message?: Text;
}
/**
 * An email address input of a form (type email, autofill email).
 */
export interface EmailFieldBlock {
  /**
   * Block type.
   */
  type: "email-field";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  placeholder?: Text;
  help?: Text;
  autocomplete?: Autocomplete;
  rules?: FieldRules;
}
/**
 * A password input of a form, with an optional show/hide button.
 */
export interface PasswordFieldBlock {
  /**
   * Block type.
   */
  type: "password-field";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  placeholder?: Text;
  help?: Text;
  autocomplete?: Autocomplete;
  rules?: FieldRules;
  /**
   * true: a button next to the input shows or hides the password.
   */
  showToggle?: boolean;
}
/**
 * A phone number input: a country picker with dial codes plus the national number. The form receives the number in E.164 under `name` and the country code under `countryName`.
 */
export interface PhoneFieldBlock {
  /**
   * Block type.
   */
  type: "phone-field";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  placeholder?: Text;
  help?: Text;
  autocomplete?: Autocomplete;
  rules?: FieldRules;
  defaultCountry?: CountryCode;
  /**
   * true: list only the countries where mobile sign-in is allowed (allowedToLinkMobile).
   */
  mobileLoginOnly?: boolean;
  countryName?: FieldName;
}
/**
 * A one-time code input: digits only (arrow keys, Delete and Backspace edit it), with a countdown and a resend button.
 */
export interface OtpFieldBlock {
  /**
   * Block type.
   */
  type: "otp-field";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  help?: Text;
  rules?: FieldRules;
  /**
   * Number of digits in the code.
   */
  length?: number;
  /**
   * Seconds the code stays valid; a countdown shows them, then the resend button appears.
   */
  timeoutSeconds?: number;
  /**
   * true: after the countdown a button sends a new code to the phone number of the same form.
   */
  resend?: boolean;
  phoneName?: FieldName;
}
/**
 * A check box of a form, for consents such as subscribeToPromotion or subscribeToNewsLetter.
 */
export interface CheckboxBlock {
  /**
   * Block type.
   */
  type: "checkbox";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  help?: Text;
  /**
   * Initial state. Consents start unchecked.
   */
  defaultChecked?: boolean;
  rules?: FieldRules;
}
/**
 * A drop-down list of a form.
 */
export interface SelectBlock {
  /**
   * Block type.
   */
  type: "select";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  name: FieldName;
  label: Text;
  help?: Text;
  autocomplete?: Autocomplete;
  rules?: FieldRules;
  /**
   * The choices, in display order.
   *
   * @minItems 1
   * @maxItems 50
   */
  options: {
    /**
     * The value submitted when this option is chosen.
     */
    value: string;
    label: Text;
  }[];
  /**
   * The value selected at first; absent means no choice yet.
   */
  defaultValue?: string;
}
/**
 * The button that submits its form.
 */
export interface SubmitBlock {
  /**
   * Block type.
   */
  type: "submit";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  label: Text;
}
/**
 * A text link to a page of this site, e.g. "Forgot your password?".
 */
export interface LinkBlock {
  /**
   * Block type.
   */
  type: "link";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  label: Text;
  to: SitePath;
}
/**
 * One sign-in button per social or single-sign-on provider; each leads to the app's /api/auth/social/{provider} route, which returns to the current page.
 */
export interface SocialLoginBlock {
  /**
   * Block type.
   */
  type: "social-login";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * The providers to offer, in display order.
   *
   * @minItems 1
   */
  providers: ("site" | "facebook" | "googleplus" | "apple" | "sso1" | "sso2")[];
}
/**
 * The signed-in account's profiles as buttons: avatar, name, a kids badge and a lock for a PIN-protected profile. The data is personal: it is resolved on the server for the current viewer on live pages only and never enters the page cache; on a cached page, or for a guest, the block renders nothing.
 */
export interface ProfileListBlock {
  /**
   * Block type.
   */
  type: "profile-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * "select": choosing a profile makes it the current one (a PIN is asked for a protected profile) and goes home, or to /kids for a kid profile. "manage": each profile links to its edit page, /hub/profile-update/{id}.
   */
  mode?: "select" | "manage";
  addLink?: NavigateAction;
}
/**
 * The top of a title page: artwork, title, year, age rating, genres, duration, cast, description, Plus or free, coming-soon date, and the play, resume and trailer actions. Renders the first item of its source.
 */
export interface TitleHeaderBlock {
  /**
   * Block type.
   */
  type: "title-header";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  source: ProductSource;
  /**
   * The title's heading level: 1 on a title page, 2 when the page has its own level-one heading (the player page).
   */
  headingLevel?: 1 | 2;
  /**
   * List the cast (spec 3 `persons`).
   */
  showCast?: boolean;
  /**
   * Show the play or resume and trailer buttons (off on the player page, which plays the title itself).
   */
  showActions?: boolean;
}
/**
 * The seasons of a series or show as links, and the chosen season's episodes (and clips) as a list, each with its progress bar. The chosen season is the route's (a season page), else the first; without JavaScript every season is a link to its own page.
 */
export interface SeasonPickerBlock {
  /**
   * Block type.
   */
  type: "season-picker";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title?: Text;
  source: SeasonsSource;
  /**
   * Also list the season's clips, after its episodes.
   */
  showClips?: boolean;
}
/**
 * A paged grid of tiles with the six sort options (spec 9). Sort and page come from the page's URL (`?sort=&page=`), so the grid works without JavaScript and a shared link shows the same page; the layout gives the defaults.
 */
export interface GridBlock {
  /**
   * Block type.
   */
  type: "grid";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title?: Text;
  /**
   * The heading's level: 1 when the grid is the page's main content (a genre list), else 2. Without a title a genre list names its genre.
   */
  headingLevel?: 1 | 2;
  tileStyle: TileStyle;
  /**
   * The filter (its `sort` and `size` are the defaults, its `page` is ignored: the URL's page is used), or the profile's My List (latest added first; not sortable).
   */
  source: ProductFilterSource | MyListSource;
  /**
   * Offer the sort options.
   */
  sortable?: boolean;
  /**
   * Show the item title under each tile.
   */
  showTitles?: boolean;
  tileActions?: TileActions;
}
/**
 * The signed-in profile's watching history, newest first, paged by the URL, each title with its progress and a remove button, and a button that clears it all. Personal: rendered per request, never cached; a guest sees a sign-in prompt.
 */
export interface WatchHistoryBlock {
  /**
   * Block type.
   */
  type: "watch-history";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title?: Text;
  /**
   * The heading's level: 1 when the list is the page's main content.
   */
  headingLevel?: 1 | 2;
  /**
   * Titles per page, 1..50; the page comes from the URL (`?page=`).
   */
  pageSize?: number;
}
/**
 * The subscription packages this viewer may join or move to, as cards: name, promotional tag, price for the viewer's country in its currency, the included features and a choose action. The packages, their prices and the flow (acquisition for viewers who are not subscribed, upgrade for subscribed ones, whose current package is marked) come from the subscription-config and pricing services on the server; the layout decides which packages, their order, the recommended one and where choosing goes. Rendered per request; a failure of the services shows the block's fallback.
 */
export interface PackageListBlock {
  /**
   * Block type.
   */
  type: "package-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Which of the subscription-config service's packages to show, in this order (the CRM team reorders packages here). Absent: every package the service offers this viewer's flow and country, in the service's order. An id the service does not offer here is skipped.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: A package (product) id of the subscription-config service.
   */
  packageIds?: string[];
  /**
   * A package (product) id of the subscription-config service.
   */
  highlight?: string;
  /**
   * "included" (default): each card lists the features its package includes, with their special text. "none": name, price and action only (pair it with a feature-table).
   */
  features?: "included" | "none";
  choose?: NavigateAction;
  change?: NavigateAction;
}
/**
 * The packages compared feature by feature: one column per package (its name and price), one row per feature, a tick, a dash or the feature's special text ("4 screens") in each cell. The packages and the feature table come from the subscription-config service for this viewer's flow, language and country; the layout chooses the columns, the rows, their order and their labels. On narrow screens the table scrolls sideways inside its own box, with the feature column kept in view.
 */
export interface FeatureTableBlock {
  /**
   * Block type.
   */
  type: "feature-table";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  caption: Text;
  /**
   * Which packages make the columns, in this order. Absent: every package the service offers this viewer, in its order.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: A package (product) id of the subscription-config service.
   */
  packageIds?: string[];
  /**
   * Which feature rows to show, in this order, each with an optional label of the layout's own in place of the service's. Absent: every row of the service's feature table.
   *
   * @minItems 1
   * @maxItems 30
   */
  rows?: FeatureRowChoice[];
}
/**
 * A feature row of the service's table, optionally relabelled.
 */
export interface FeatureRowChoice {
  /**
   * The feature id of the service's feature table.
   */
  feature: string;
  label?: Text;
}
/**
 * The package the viewer chose on the way to paying (the page's `?package=`): its name, its price for the viewer's country and how often it is charged, what it includes, and a link to change it. The price is the pricing service's for the viewer's country, resolved on the server; a package that is not offered to this viewer (unknown, not sold in their country, a mobile-only package outside a phone) says so and links back to the packages.
 */
export interface OrderSummaryBlock {
  /**
   * Block type.
   */
  type: "order-summary";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  changeLink?: NavigateAction;
}
/**
 * The ways the viewer can pay for the chosen package (the page's `?package=`), from the payment processors of their country (`configuration/processor`), resolved on the server. In-app store payments show only inside the matching native app's web view, and a method whose gateway this build does not have never shows. Each method is a link that keeps the chosen package; the selected one (`?method=`, else the first) is marked, and the page's `payments` module shows its form. `methods` orders the methods and gives them the CRM team's names and lines; a method it leaves out is not shown.
 */
export interface PaymentMethodListBlock {
  /**
   * Block type.
   */
  type: "payment-method-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  heading?: Text;
  /**
   * The methods to show, in this order, with their names and lines; absent: every method the country offers, in the service's order, with the standard names.
   *
   * @minItems 1
   * @maxItems 11
   */
  methods?: {
    /**
     * The payment method (spec 3's names).
     */
    name:
      | "creditCard"
      | "coupon"
      | "dish"
      | "googlePay"
      | "googlePlay"
      | "iTunes"
      | "mobilePay"
      | "sling"
      | "voucher"
      | "mPay"
      | "fawry";
    label?: Text;
    description?: Text;
  }[];
}
/**
 * The signed-in account's own subscription and the cancel flow (issue 29 §3): its summary, why the viewer leaves, and the confirmation that stops the renewal. Resolved on the server from the subscription service for the account's owner only: a guest, the page cache and the studio's frame show nothing of it, a kids profile is refused the actions. Only a subscription billed by a gateway the app manages (card) can be canceled or renewed here; one billed by a carrier or an app store says where to manage it.
 */
export interface SubscriptionManageBlock {
  /**
   * Block type.
   */
  type: "subscription-manage";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Which part of managing the subscription: "summary" the account's package, its status (active, canceled until its end date, paused, suspended), the next renewal and its price, the package it changes to, and how it is paid, with the actions it allows (change package, cancel, renew again, subscribe); "reasons" the cancel flow's first step, why the viewer leaves (the reasons come from the subscription service, with an optional comment), then `next`; "confirm" the last step, what canceling means (active until the end date, no further charge), a button that stops the renewal, then `next`. "change" the package of the page's `?package=` against the account's: an upgrade starts now and charges the saved card the prorated difference for the rest of the period (the pricing service's quote), a downgrade starts at the renewal; then `next`. Without a package, or with the account's own, it shows nothing. "history" the account's payments, newest first (the transaction history): when, which package, how much, the card, and whether it was paid, refused or is still being confirmed. "card" the account's saved card (brand, last digits, until when it is valid, a warning when it has expired or expires this month or next, so the renewal would fail) and a link to change it; the page of `bank-card-modification` places the card form beside it.
   */
  step: "summary" | "reasons" | "confirm" | "change" | "history" | "card";
  heading?: Text;
  next?: NavigateAction;
  changeLink?: NavigateAction;
  cancelLink?: NavigateAction;
  subscribeLink?: NavigateAction;
  cardLink?: NavigateAction;
}
/**
 * The service's partners (telecom operators, banks, retailers and the two partner TV providers) from the subscription service, in the viewer's language, with their deals running now in the viewer's country. A partner TV provider's customers sign in with the provider's account and are subscribed for as long as the provider says (spec 1: a partner login); the sign-in starts on the server, which asks a guest to sign in first.
 */
export interface PartnerListBlock {
  /**
   * Block type.
   */
  type: "partner-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * "all" (default): a card per partner linking to its page. "route": the partner of the page's `/hub/partner-list/{partnerName}` in full: what it offers, its deals running now (each linking to its landing page) and, for a partner TV provider, the button that signs in with the provider's account and a link to the steps.
   */
  show?: "all" | "route";
  /**
   * Only partners of these kinds, in the service's order (a TV providers' list). Absent: every kind.
   *
   * @minItems 1
   */
  kinds?: ("TV" | "TELECOM" | "BANK" | "RETAILER")[];
  stepsLink?: NavigateAction;
}
/**
 * The subscription service's special offers (spec 3 "Subscription configuration": special offers): a package's first period at a lower price, for a time, in the viewer's language and priced in their country's currency. Who may take one is decided by the service from the session, never by the page; the payment page then charges the offer's price (`?offer=`).
 */
export interface OfferListBlock {
  /**
   * Block type.
   */
  type: "offer-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * "all" (default): the special offers running now in the viewer's country that are for them (offers for new subscribers to viewers without a subscription, upgrade offers to subscribers), primary ones first, each linking to its page. "route": the offer of the page's `/hub/offer/{offerParam}` or `/hub/offerValidation/{offerParam}` in full, with whether this viewer may take it (the subscription service's `offer/eligibility`, asked with the session) and the way on: paying at the offer's price, signing in first, or why not.
   */
  show?: "all" | "route";
  heading?: Text;
  packagesLink?: NavigateAction;
}
/**
 * The programme guide of the live channels (spec 7 Content `live`, `live/related`, `live/availableFilters`): a grid of channels by time, now and next per channel, or one channel's day. The content service's guide (an XMLTV document, replaceable by a provider's) is read on the server; times show in the viewer's time zone with the locale's formats.
 */
export interface ProgrammeGuideBlock {
  /**
   * Block type.
   */
  type: "programme-guide";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * "grid": the grid guide, channels by time, from the last half hour for `hours`, scrolling on both axes, with the guide's filters (the page's `?eventType=` or `?genre=`) and a jump to now; arrow keys move between programmes. "now-next": each channel with what is on now (and how far it has got) and what comes next. "channel": one channel's day (the page's channel, or `channelId`): what is on, a play action and its schedule. Times are in the viewer's time zone.
   */
  view: "grid" | "now-next" | "channel";
  /**
   * The grid's span in hours from the last half hour (view "grid"). Default 3.
   */
  hours?: number;
  /**
   * How many channels, in the service's order (views "grid" and "now-next"). Default 50.
   */
  size?: number;
  /**
   * The grid's filter links by event type and genre (view "grid"). Default true.
   */
  filters?: boolean;
  /**
   * The live channel a "channel" view shows; absent: the channel of the page's path (`/channel/{title}/ch-{id}`).
   */
  channelId?: string;
  heading?: Text;
}
/**
 * The search page's results (issue 31): what the URL's text `?q=` finds across series, movies, shows, episodes, channels and live events in all three languages, by relevance or one of the six sort options (`?sort=`), paged by `?page=`, narrowed by type (`?type=`) and genre (`?genre=`). The page's heading says what was searched. Nothing found, or nothing searched yet: it says so and shows the suggestions. A query longer than the service reads is told so. The profile's age limit applies on the server.
 */
export interface SearchResultsBlock {
  /**
   * Block type.
   */
  type: "search-results";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  tileStyle: TileStyle;
  /**
   * Results per page, 1..50.
   */
  size?: number;
  /**
   * Show the item title under each tile.
   */
  showTitles?: boolean;
  suggestionsTitle?: Text;
  suggestions?: DataSource;
  /**
   * How many suggestions at most, 1..24.
   */
  suggestionsLimit?: number;
}
/**
 * The signed-in account's devices (issue 31 §3): every browser and TV with a live session, the one in use marked, each with when it was last used, a button to rename it and one to sign it out (not the one in use: that is signing out). Personal: rendered per request, never cached; hidden from guests.
 */
export interface DeviceListBlock {
  /**
   * Block type.
   */
  type: "device-list";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  title?: Text;
  /**
   * The heading's level: 1 when the list is the page's main content.
   */
  headingLevel?: 1 | 2;
}
/**
 * Signs in the TV whose link or QR code opened the page (issue 31 §3, /hub/auto-pairing, spec 3 "Auto-pairing"): the TV's code comes in the URL's fragment (`#pairCode=BCDF-GHJK&type=pairing`), which no server, log or referrer sees, and is taken out of the address at once. A signed-in subscriber is asked to accept (USER_SUBSCRIBED_ACCEPT_PAIR_DEVICE); an account without a subscription is told the TV needs one, with the packages (USER_GO_TO_SUBSCRIPTION_INFO); a guest signs in first and comes back, the code kept in the tab meanwhile (the pending pairing code of spec 4). A refusal is told (hasFailed with its error).
 */
export interface DevicePairingBlock {
  /**
   * Block type.
   */
  type: "device-pairing";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
}
/**
 * A step of onboarding (issue 31 §4; spec 3 `requiresOnboarding`): a new account's profile, and each new profile, picks genres it likes, then titles from them that join its My List. Either step may be skipped, which ends the journey too; once ended, the profile is not sent here again. Personal: rendered per request for the signed-in profile, never cached; hidden from guests.
 */
export interface OnboardingPicksBlock {
  /**
   * Block type.
   */
  type: "onboarding-picks";
  id: BlockId;
  visibleWhen?: VisibleWhen;
  fallback?: Fallback;
  /**
   * true: an invalid block fails the whole screen to a safe error state instead of being dropped.
   */
  critical?: boolean;
  analytics?: Analytics;
  /**
   * Which step of onboarding this is: `genres` (the viewer picks genres it likes) or `titles` (titles from those genres, which join the profile's My List; finishing ends the journey).
   */
  step: "genres" | "titles";
  title?: Text;
  /**
   * The heading's level: 1 when the picks are the page's main content.
   */
  headingLevel?: 1 | 2;
  /**
   * Genres step: the genre ids offered, in this order; absent: every genre of the catalogue. Ids the catalogue does not have are left out.
   *
   * @minItems 2
   * @maxItems 20
   */
  genres?: string[];
  /**
   * Titles step: how many titles are offered, 4..48, drawn from the picked genres in turn (the most popular first; without picked genres, the most popular overall).
   */
  size?: number;
  next: SitePath;
}
