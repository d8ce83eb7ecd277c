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
} as const;
