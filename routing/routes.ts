/**
 * The route lists of spec 2 "Account area", in one module (paths without the locale prefix). The spec
 * says the exact membership of each list is "not shown"; these are the sections it names: the
 * login-required ones (settings, change password, devices, gobx linking, cancellation, parental control,
 * transactions, account deletion, profile, before-you-go, phone/email adding), the subscription pages that
 * only make sense with a subscription, and the sign-in and sign-up pages, which are guest-only.
 */
export const hubBase = "/hub";
export const loginPath = `${hubBase}/login`;

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
  "/favorite",
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
