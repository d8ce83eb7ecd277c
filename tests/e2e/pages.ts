/**
 * Every page the app serves, for the checks that run over all of them (the layout guard, layoutGuard.spec.ts;
 * the screenshot matrix, tests/screenshots). A new route or a new seeded screen joins by a line here: the
 * guard fails while a seeded screen has no page on this list.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signInByRoute } from "./auth";

export interface GuardedPage {
  /** A short name for messages and file names. */
  name: string;
  /** The path after `/{lang}`, or how to find it: open `from` and follow the first link matching `link`. */
  path: string | { from: string; link: string };
  /** Whom the page is for: a guest, the seeded subscriber, or the seeded registered (not subscribed) account, signed in. */
  as: "guest" | "subscriber" | "registered";
  /** The seeded screen ids (services/seed/screens) the page renders. */
  screens: readonly string[];
}

export const guardedPages: readonly GuardedPage[] = [
  // Landings (the app-grid's screens, cached per segment)
  { name: "home", path: "/home", as: "guest", screens: ["home"] },
  { name: "home-subscriber", path: "/home", as: "subscriber", screens: ["home"] },
  { name: "series", path: "/series", as: "guest", screens: ["series"] },
  { name: "movies", path: "/movies", as: "guest", screens: ["movies"] },
  { name: "shows", path: "/shows", as: "guest", screens: ["shows"] },
  { name: "livestream", path: "/livestream", as: "guest", screens: ["livestream"] },
  { name: "kids", path: "/kids", as: "guest", screens: ["kids"] },
  { name: "ramadan", path: "/ramadan", as: "guest", screens: ["ramadan"] },
  { name: "program", path: "/program", as: "guest", screens: ["program"] },
  { name: "allchannels", path: "/allchannels", as: "guest", screens: ["allchannels"] },
  { name: "channels", path: "/channels", as: "guest", screens: ["channels"] },
  { name: "channel", path: "/channel", as: "guest", screens: ["channel"] },
  { name: "history", path: "/history", as: "subscriber", screens: ["history"] },
  // Static pages (issue 32 §1): seeded screens the content team edits
  { name: "contact-us", path: "/contact-us", as: "guest", screens: ["contact-us"] },
  { name: "terms-and-conditions", path: "/terms-and-conditions", as: "guest", screens: ["terms-and-conditions"] },
  { name: "rsl-terms-and-conditions", path: "/RSL-terms-and-conditions", as: "guest", screens: ["RSL-terms-and-conditions"] },
  { name: "privacy-policy", path: "/privacy-policy", as: "guest", screens: ["privacy-policy"] },
  { name: "applications", path: "/applications", as: "guest", screens: ["applications"] },
  { name: "unsupported-shorts", path: "/unsupported-shorts", as: "guest", screens: ["unsupported-shorts"] },
  { name: "maintenance", path: "/maintenance", as: "guest", screens: ["maintenance"] },
  // Search (issue 31 §1): results with their filters and pages; nothing found shows the suggestions
  { name: "search", path: "/search?q=dreams", as: "guest", screens: ["search"] },
  // My List (issue 31 §2): the subscriber's list, and a guest's invitation
  { name: "favorite", path: "/favorite", as: "subscriber", screens: ["favorite"] },
  { name: "favorite-guest", path: "/favorite", as: "guest", screens: ["favorite"] },
  // Devices (issue 31 §3): the account's devices, and the page where a TV's code is entered
  { name: "devices", path: "/hub/devices", as: "registered", screens: ["/user/devices"] },
  { name: "pairing-device", path: "/hub/pairing-device", as: "registered", screens: ["/user/pairing-device"] },
  { name: "gobx-linking", path: "/hub/gobx-linking", as: "registered", screens: ["/user/gobx-linking"] },
  { name: "subscription-gobx-linking", path: "/hub/subscription-gobx-linking", as: "subscriber", screens: ["/user/subscription-gobx-linking"] },
  { name: "not-supported", path: "/hub/not-supported", as: "guest", screens: ["/user/not-supported"] },
  { name: "app-control", path: "/hub/app-control", as: "guest", screens: ["/user/app-control"] },
  { name: "auto-pairing", path: "/hub/auto-pairing#pairCode=BCDF-GHJK&type=pairing", as: "subscriber", screens: ["/user/auto-pairing"] },
  { name: "frictionless-pairing", path: "/hub/frictionless-pairing#pairCode=BCDF-GHJK&type=pairing", as: "subscriber", screens: ["/user/auto-pairing"] },
  // Onboarding (issue 31 §4): the genres, then titles from the picked ones (none picked: the most popular)
  { name: "onboarding", path: "/hub/onboarding", as: "registered", screens: ["/user/onboarding/category"] },
  { name: "onboarding-shows", path: "/hub/onboarding/shows", as: "registered", screens: ["/user/onboarding/shows"] },
  // The package-join flow (rendered per request)
  { name: "promo", path: "/promo", as: "guest", screens: ["/user/packageSelection/main"] },
  { name: "promo-subscriber", path: "/hub/promo", as: "subscriber", screens: ["/user/packageSelection/main"] },
  // A registered viewer gets the card form (the provider's frame is checked with the page); a subscriber is sent to their account.
  { name: "payment-methods", path: "/hub/payment-methods?package=shasha-ultimate", as: "registered", screens: ["/user/paymentMethods"] },
  { name: "deal-landing", path: "/hub/deal-landing/nujoom-bank-sport", as: "registered", screens: ["/user/dealRedemption"] },
  { name: "deal-landing-guest", path: "/hub/deal-landing/nujoom-bank-sport", as: "guest", screens: ["/user/dealRedemption"] },
  // Special offers: the list for a guest, an offer a registered account may take, one a subscriber may not
  { name: "offers", path: "/hub/offers", as: "guest", screens: ["/user/offers"] },
  { name: "offer", path: "/hub/offer/offer-welcome-vip", as: "registered", screens: ["/user/offer"] },
  { name: "offer-validation", path: "/hub/offerValidation/offer-welcome-vip", as: "subscriber", screens: ["/user/offer"] },
  { name: "code-redemption", path: "/hub/code-redemption", as: "registered", screens: ["/user/couponRedemption"] },
  { name: "code-details", path: "/hub/code-details", as: "registered", screens: ["/user/couponRedemption"] },
  // Partners: the public list, a partner TV provider's page (its sign-in) with a refusal shown, and the steps
  { name: "partner-list", path: "/hub/partner-list", as: "guest", screens: ["/user/partnerList"] },
  { name: "partner-tv", path: "/hub/partner-list/dish?partnerError=not-entitled", as: "registered", screens: ["/user/partner"] },
  { name: "partner-bank", path: "/hub/partner-list/nujoom-bank", as: "guest", screens: ["/user/partner"] },
  { name: "partner-login-steps", path: "/hub/partner-login-steps", as: "guest", screens: ["/user/partnerLoginSteps"] },
  { name: "payment-carrier", path: "/hub/payment-methods?package=shasha-vip&method=mobilePay", as: "registered", screens: ["/user/paymentMethods"] },
  { name: "mobile-otp", path: "/hub/payment-methods/mobile-otp?package=shasha-vip&method=mobilePay", as: "registered", screens: ["/user/paymentMethods"] },
  { name: "checkout-status", path: "/hub/checkout-success?order=unknown-order", as: "subscriber", screens: ["/user/checkoutStatus"] },
  { name: "subscription-congrats", path: "/hub/subscription-congrats", as: "subscriber", screens: ["/user/subscriptionCongrats"] },
  // Managing the subscription and the cancel flow (the seeded subscriber's; nothing is pressed here)
  { name: "manage-subscriptions", path: "/hub/manage-subscriptions", as: "subscriber", screens: ["/user/manageSubscriptions"] },
  { name: "cancel-reason", path: "/hub/cancel-reason-before", as: "subscriber", screens: ["/user/cancelSubscription/selectReason"] },
  { name: "before-you-go", path: "/hub/before-you-go", as: "subscriber", screens: ["/user/cancelSubscription/beforeYouGo"] },
  { name: "before-you-go-top", path: "/before-you-go", as: "subscriber", screens: ["/user/cancelSubscription/beforeYouGo"] },
  { name: "thank-you", path: "/hub/thank-you", as: "subscriber", screens: ["/user/cancelSubscription/thankYou"] },
  { name: "transaction-history", path: "/hub/transaction-history", as: "subscriber", screens: ["/user/transactionHistory"] },
  { name: "payment-management", path: "/hub/payment-management", as: "subscriber", screens: ["/user/paymentManagement"] },
  { name: "card-maintain", path: "/hub/card-maintain", as: "subscriber", screens: ["/user/cardMaintain"] },
  { name: "wallet-verify", path: "/hub/wallet-verify", as: "subscriber", screens: ["/user/cardMaintain"] },
  { name: "bank-card-modification", path: "/hub/bank-card-modification", as: "subscriber", screens: ["/user/bankCardModification"] },
  { name: "change-package", path: "/hub/change-package?package=shasha-ultimate", as: "subscriber", screens: ["/user/changePackage"] },
  // Title pages
  { name: "series-title", path: "/series/nights-of-riyadh/series-101", as: "guest", screens: ["/content/series"] },
  { name: "show-title", path: { from: "/shows", link: "a.tile[href*='/show-']" }, as: "guest", screens: ["/content/show"] },
  { name: "season", path: { from: "/series/nights-of-riyadh/series-101", link: "[data-block='season-picker'] nav a[data-season]" }, as: "guest", screens: ["/content/season"] },
  { name: "movie-title", path: "/movies/the-ancient-house/movie-1001", as: "guest", screens: ["/content/movie"] },
  { name: "genre", path: "/series/drama", as: "guest", screens: ["/content/genre"] },
  { name: "player", path: "/player/movies/the-ancient-house/id-1001", as: "subscriber", screens: ["/content/player"] },
  { name: "live-channel", path: "/livestream/x/livechannel-502", as: "subscriber", screens: ["/content/player"] },
  { name: "channel-page", path: "/channel/x/ch-502", as: "guest", screens: ["/content/channel"] },
  { name: "channel-yesterday", path: "/channel/x/ch-502?day=-1", as: "guest", screens: ["/content/channel"] },
  // A programme again (issue 30 §1): the catch-up bar says more than start-over's (when it aired), so it stands for both.
  { name: "catch-up", path: { from: "/channel/x/ch-502?day=-1", link: "li a[href*='programme=']" }, as: "subscriber", screens: ["/content/player"] },
  // Live events (issue 30 §2): the landing, one coming soon (its countdown in the player's place), one over
  { name: "liveevent", path: "/liveevent", as: "guest", screens: ["liveevent"] },
  { name: "live-event-soon", path: "/livestream/x/liveevent-70006", as: "guest", screens: ["/content/player"] },
  { name: "live-event-ended", path: "/livestream/x/liveevent-70012", as: "guest", screens: ["/content/player"] },
  // Sport (issue 30 §3)
  { name: "sport", path: "/sport", as: "guest", screens: ["sport"] },
  { name: "fixtures", path: "/fixtures", as: "guest", screens: ["fixtures"] },
  { name: "standings", path: "/standings", as: "guest", screens: ["standings"] },
  { name: "team", path: "/teams/x/id-t101", as: "guest", screens: ["/content/team"] },
  { name: "match-live", path: "/MatchDetails/g10095/0", as: "guest", screens: ["/content/match"] },
  { name: "match-finished", path: "/MatchDetails/g10001/0", as: "guest", screens: ["/content/match"] },
  // The account area
  { name: "login", path: "/hub/login", as: "guest", screens: ["/user/login-form"] },
  { name: "registration", path: "/hub/registration", as: "guest", screens: ["/user/signup-form"] },
  { name: "mobile-login", path: "/hub/mobile-login", as: "guest", screens: ["/user/mobile-login"] },
  { name: "forget-password", path: "/hub/forget-password", as: "guest", screens: ["/user/forget-password"] },
  { name: "linking-account", path: "/hub/linking-account", as: "guest", screens: ["/user/linking-account"] },
  { name: "social-registration", path: "/hub/social-registration", as: "guest", screens: ["/user/social-registration"] },
  { name: "web-registration", path: "/hub/web-registration", as: "guest", screens: ["/user/web-registration"] },
  { name: "android-registration", path: "/hub/android-registration", as: "guest", screens: ["/user/android-registration"] },
  { name: "ios-registration", path: "/hub/ios-registration", as: "guest", screens: ["/user/ios-registration"] },
  { name: "phone-linking", path: "/hub/phone-linking", as: "subscriber", screens: ["/user/phone-linking"] },
  { name: "email-adding", path: "/hub/email-adding", as: "subscriber", screens: ["/user/email-adding"] },
  { name: "reset-password", path: "/hub/reset-password", as: "guest", screens: ["/user/reset-password"] },
  { name: "reset-complete", path: "/hub/password-reset-complete", as: "guest", screens: ["/user/password-reset-complete"] },
  { name: "settings", path: "/hub/settings", as: "subscriber", screens: ["/user/settings"] },
  { name: "change-password", path: "/hub/change-password", as: "subscriber", screens: ["/user/change-password"] },
  { name: "set-password", path: "/hub/set-password", as: "subscriber", screens: ["/user/set-password"] },
  { name: "profile-selection", path: "/hub/profile-selection", as: "subscriber", screens: ["/user/profile-selection"] },
  { name: "profile-create", path: "/hub/profile-create", as: "subscriber", screens: ["/user/profile-create"] },
  { name: "profile-manage", path: "/hub/profile-manage", as: "subscriber", screens: ["/user/profile-manage"] },
  { name: "profile-update", path: { from: "/hub/profile-manage", link: "a[href*='/hub/profile-update/']" }, as: "subscriber", screens: ["/user/profile-update"] },
  { name: "pin", path: "/hub/pin-code-setting", as: "subscriber", screens: ["/user/pin"] },
  { name: "parental-control", path: "/hub/parental-control", as: "subscriber", screens: ["/user/parental-control"] },
  { name: "account-deletion", path: "/hub/user-account-deletion", as: "subscriber", screens: ["/user/account-deletion"] },
  { name: "consent-management", path: "/hub/consent-management", as: "subscriber", screens: ["/user/consent-management"] },
  { name: "logout", path: "/logout", as: "subscriber", screens: ["/user/logout"] },
  // Pages without a layout
  { name: "not-found", path: "/no-such-page/at-all", as: "guest", screens: [] },
];

/**
 * The studio's pages (issue 17), for staff: not under a viewer locale (the language is the studio's own
 * preference cookie), opened by the seeded admin, who may see every one of them.
 */
export interface GuardedStudioPage {
  name: string;
  path: string;
  /** Whether the page needs a signed-in staff member. */
  signedIn: boolean;
}

export const guardedStudioPages: readonly GuardedStudioPage[] = [
  { name: "studio-login", path: "/studio/login", signedIn: false },
  { name: "studio-screens", path: "/studio", signedIn: true },
  { name: "studio-editor", path: "/studio/edit?screen=home", signedIn: true },
  // The route table with its maintenance switches (issue 32 §1).
  { name: "studio-routes", path: "/studio/edit?screen=%2Fapp%2Froutes", signedIn: true },
  { name: "studio-audit", path: "/studio/audit", signedIn: true },
  { name: "studio-validate", path: "/studio/validate", signedIn: true },
  { name: "studio-admin", path: "/studio/admin", signedIn: true },
];

export const guardedLocales = ["ar", "en", "fr"] as const;
export const guardedWidths = [320, 390, 768, 1024, 1440, 2560] as const;

/** The page's path in `locale`: the listed one, or the `link` found on its `from` page. */
export async function pagePath(page: Page, locale: string, entry: GuardedPage): Promise<string> {
  if (typeof entry.path === "string") return `/${locale}${entry.path}`;
  await page.goto(`/${locale}${entry.path.from}`);
  const href = await page.locator(entry.path.link).first().getAttribute("href");
  if (!href) throw new Error(`${entry.name}: no link ${entry.path.link} on ${entry.path.from}`);
  return href;
}

const signedInStates = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();

/**
 * A browser context as the page's viewer: a guest, or a seeded account, signed in once per worker (sign-in is rate
 * limited per address) and reused.
 */
export async function contextFor(browser: Browser, entry: GuardedPage): Promise<BrowserContext> {
  if (entry.as === "guest") return browser.newContext();
  const email = entry.as === "subscriber" ? "subscribed@shasha.test" : "registered@shasha.test";
  let state = signedInStates.get(email);
  if (state === undefined) {
    const context = await browser.newContext();
    await signInByRoute(await context.newPage(), email);
    state = await context.storageState();
    signedInStates.set(email, state);
    await context.close();
  }
  return browser.newContext({ storageState: state });
}
