/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: screens-schema/schemas/*.schema.json (json-schema-to-typescript).
 * Regenerate with `npm run schema:generate`; `npm run schema:check` fails when this file is stale.
 * Import from `screens-schema/types.ts`, which re-exports these under the contract's names.
 */

/**
 * What kind of page the path is (spec 2 "Page kinds"): `landing` a landing page (home, a listing root such as /series, any landing id); `hub` a page of the account area under /hub/ ("hub landing"); `content` a title, season or genre page of spec 2 "Content routes" ("show page"); `player` a playback page; `promo` the package-join flow; `static` an information page (contact, terms, privacy, applications); `channel` a channel page; `themed` a landing page with its own theme; `bespoke` a page with a hand-written route of its own (the sign-out confirmation, the email verification). The spec's not-found and old-browser error pages answer paths no row matches, and "a page without header and footer" is the `no-chrome` layout, so neither is a kind here.
 */
export type PageKind = "landing" | "hub" | "content" | "player" | "promo" | "static" | "channel" | "themed" | "bespoke";
/**
 * The page chrome the path asks for, over the screen's own `layout`: `default` leaves it to the screen (header and footer unless the screen says otherwise); `no-chrome` hides the header and footer (spec 2's "header hidden" list, "a page without header and footer", the embed pages); `transparent-header` a header over the first block ("Every page may ask for a transparent header"); `widget` the page alone, as a widget inside a native app or another page (spec 2's "widget-mode pages", promo?widget=...); `player` the full-screen player (spec 2: live pages have the player layout).
 */
export type RouteLayout = "default" | "no-chrome" | "transparent-header" | "widget" | "player";
/**
 * The guard of spec 2's path lists and spec 6: `any` everyone; `guest-only` visitors who are not signed in (a signed-in viewer is sent home); `login-required` signed-in viewers (a guest is sent to /hub/login, which brings them back); `subscription-required` subscribed viewers (a guest is sent to sign in, a registered viewer to /promo); `master-required` the account's main profile (a guest is sent to sign in; another profile gets the 403 page, with the way to switch profile: parental control, the PIN, new profiles and deleting the account are the parent's). One value rather than one flag per list: the lists cannot overlap (a page for guests only cannot require a login), and subscription-required already includes the login.
 */
export type RouteAccess = "any" | "guest-only" | "login-required" | "subscription-required" | "master-required";
/**
 * An area of the app that a maintenance window switches off (spec 3 maintenanceWindow).
 */
export type MaintenanceArea =
  "landingPages" | "settings" | "streamingPages" | "showPages" | "authentication" | "subscription";

/**
 * The app's routing table (spec 3 "App configuration": routing table, dynamic page screen ids): for every locale-less path pattern, the screen it shows, its page kind, its page chrome and who may open it. The app reads the first row whose pattern matches the path, in table order, so a specific row goes above a broader one ("/favorite" above "/:landingId").
 */
export interface RouteTable {
  /**
   * Editor hint: URL or relative path of this schema.
   */
  $schema?: string;
  /**
   * Route table contract version as "major.minor", versioned apart from the layouts' (currently "1.0").
   */
  schemaVersion: string;
  /**
   * The maintenance windows that are open (spec 3 "App configuration" maintenanceWindow): every row whose `maintenanceArea` is switched on here shows the maintenance screen (/maintenance) in place of its page, until it is switched off and published again. The app configuration's own `maintenanceWindow` (the app-grid metadata) opens a window too. Absent or false: the area is up.
   */
  maintenanceWindows?: {
    /**
     * true: the landingPages area is under maintenance.
     */
    landingPages?: boolean;
    /**
     * true: the settings area is under maintenance.
     */
    settings?: boolean;
    /**
     * true: the streamingPages area is under maintenance.
     */
    streamingPages?: boolean;
    /**
     * true: the showPages area is under maintenance.
     */
    showPages?: boolean;
    /**
     * true: the authentication area is under maintenance.
     */
    authentication?: boolean;
    /**
     * true: the subscription area is under maintenance.
     */
    subscription?: boolean;
  };
  /**
   * The rows, most specific first: the first row whose pattern matches a path decides it. At most 300 rows; no two rows may have the same pattern (compared without case and trailing slash; the validator checks).
   *
   * @minItems 1
   */
  routes: Route[];
}
/**
 * One row: a path pattern, the screen it shows, its page kind, its chrome and its guard.
 */
export interface Route {
  /**
   * The path pattern without the language prefix ("/hub/login" serves /ar/hub/login, /en/hub/login and /fr/hub/login), in the spec's syntax (spec 2): `:name` a parameter (also inside a segment, as in `series-:titleId`), `*` exactly one segment, `**` any rest of the path (none included), `{...}` an optional part. Matched without case and with or without a trailing slash. At most 6 parameters and wildcards and 2 optional parts (`{...}` or `**`), which bound the time a pattern takes to compile; the validator compiles every pattern.
   */
  path: string;
  /**
   * Screen id: a name such as "home" or a server-driven page path such as "/user/login-form".
   */
  screen?: string;
  /**
   * For a catch-all row: the name of the path parameter whose value is the screen id ("landingId" in "/:landingId": /ramadan shows the screen "ramadan"); only an id of one name, never a path-like one such as "/user/settings", whose page has its own row and guard. A row names either `screen` or `screenFromParam`, not both; the parameter must be one of the pattern's (the validator checks both).
   */
  screenFromParam?: string;
  kind: PageKind;
  layout: RouteLayout;
  access: RouteAccess;
  /**
   * true: one of the paths spec 2 exempts from some global behaviour of the app shell (/before-you-go, /favorite, /contact-us, /applications, /terms-and-conditions, /RSL-terms-and-conditions, /privacy-policy, /logout and anything under /hub/), such as the full-screen no-internet message (spec 2 "Application shell behaviours").
   */
  exempt?: boolean;
  /**
   * true: the page shows the viewer's own data (their history, their list, the packages they may move to), so it is rendered for each request and never enters the shared page cache. Default false: a landing is cached per viewer segment.
   */
  personal?: boolean;
  /**
   * true: where the account has a PIN (the master profile's, else the account's), a session that has not given it yet is asked for it before the page shows (spec 3 "Profile state" isPassedPinCodeOnSubscription), once per session and again after switching profile. For the pages that buy, change or cancel the subscription; the subscription service refuses those writes without it all the same. Only on personal pages: a cached page is the same for everyone.
   */
  subscriptionPin?: boolean;
  /**
   * The area of the subscription flow the page belongs to (spec 4 "Flows"): entering a subscription, authentication, code-redemption or onboarding page sets the flow state to SUBSCRIPTION; congratulations set it for a subscribed viewer; card maintenance and the home path set NORMAL; a page without one sets NORMAL.
   */
  flow?:
    "subscription" | "authentication" | "code-redemption" | "onboarding" | "congrats" | "card-maintenance" | "home";
  maintenanceArea?: MaintenanceArea;
  /**
   * A remark for the people who edit the table (why a row is there or guarded so); the app ignores it.
   */
  note?: string;
}
