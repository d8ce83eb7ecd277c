/** The account area's pages (spec 2, base path /hub/) and the server-driven screen each one renders. */
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

export type HubSegment = keyof typeof hubScreens;

export function isHubSegment(value: string): value is HubSegment {
  return Object.hasOwn(hubScreens, value);
}
