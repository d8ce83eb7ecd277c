/**
 * What the code decided before the route table was data (issue 28), frozen as it stood in routing/routes.ts,
 * routing/guard.ts and app/_shell/hubScreens.ts: routeTable.seed.test.ts holds the seeded table to exactly these
 * decisions. A fixture of the tests, never read by the app. Changed since on purpose: `/favorite` is public (issue 31 §2,
 * spec 2: a guest gets an invitation to sign in, not a redirect).
 */
import type { UserType } from "@/domain/types";
import { compilePattern } from "@/screens-schema/validator/path-pattern";

export const loginRequired: readonly string[] = [
  "/hub/settings/**",
  "/hub/change-password",
  "/hub/set-password",
  "/hub/devices/**",
  "/hub/pairing-device",
  "/hub/gobx-linking",
  "/hub/subscription-gobx-linking",
  "/hub/cancel-reason-before",
  "/hub/before-you-go",
  "/before-you-go",
  "/hub/parental-control",
  "/hub/pin-code-setting",
  "/hub/transaction-history",
  "/hub/user-account-deletion",
  "/hub/profile",
  "/hub/profile-create",
  "/hub/profile-manage",
  "/hub/profile-update{/:profileId}",
  "/hub/profile-selection",
  "/hub/email-adding",
  "/hub/phone-email-adding",
  "/hub/pin-code-emailadding",
  "/hub/phone-linking",
  "/hub/payment-management",
  "/hub/card-maintain",
  "/hub/bank-card-modification",
  "/history",
];

export const subscriptionRequired: readonly string[] = [
  "/hub/manage-subscriptions",
  "/hub/change-package",
  "/hub/web-change-package",
  "/hub/android-change-package",
  "/hub/ios-change-package",
];

export const guestOnly: readonly string[] = [
  "/hub/login",
  "/hub/login-password",
  "/hub/registration",
  "/hub/web-registration",
  "/hub/android-registration",
  "/hub/ios-registration",
  "/hub/mobile-login",
  "/hub/mobile-registration",
  "/hub/forget-password",
  "/hub/social-registration",
];

export const hubScreens = {
  login: "/user/login-form",
  registration: "/user/signup-form",
  "mobile-login": "/user/mobile-login",
  "forget-password": "/user/forget-password",
  "reset-password": "/user/reset-password",
  settings: "/user/settings",
  "change-password": "/user/change-password",
  "profile-selection": "/user/profile-selection",
  "profile-create": "/user/profile-create",
  "profile-manage": "/user/profile-manage",
  "profile-update": "/user/profile-update",
  "parental-control": "/user/parental-control",
  // Spec 2's profile flow step "pin-code-setting": the current profile's PIN.
  "pin-code-setting": "/user/pin",
  "set-password": "/user/set-password",
  "user-account-deletion": "/user/account-deletion",
  // Spec 2 segments that show a screen above: the phone form creates an account on its first good code;
  // the login form is the password login; the reset request and reset forms serve the other names.
  "mobile-registration": "/user/mobile-login",
  "login-password": "/user/login-form",
  "password-reset-email": "/user/forget-password",
  "create-new-password": "/user/reset-password",
  "password-reset-complete": "/user/password-reset-complete",
} as const;

const inList = (patterns: readonly string[], path: string) => patterns.some((pattern) => compilePattern(pattern)(path) !== undefined);

/** routing/guard.ts's `guard`, as it was. */
export function legacyGuard(path: string, search: string, userType: UserType): { redirect: string } | undefined {
  const signedIn = userType !== "anonymous";
  if (!signedIn && (inList(loginRequired, path) || inList(subscriptionRequired, path))) {
    return { redirect: `/hub/login?redirect=${encodeURIComponent(`${path}${search}`)}` };
  }
  if (signedIn && inList(guestOnly, path)) return { redirect: "/" };
  if (userType !== "subscribed" && inList(subscriptionRequired, path)) return { redirect: "/promo" };
  return undefined;
}
