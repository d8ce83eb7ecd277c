/**
 * The names of the cookies the app sets for client code and the proxy (spec 4 and 5). Readable copies and
 * presentation choices only: none of them decides a right (the signed viewer ticket does, app/_session).
 */
export const cookieNames = {
  /** A readable copy of the user type for client code; it decides nothing. */
  userType: "userType",
  /** A readable copy of the selected profile's kind (`ADULT` | `KID`) for client code; it decides nothing. */
  profileType: "profileType",
  platform: "platform",
  webView: "isWebView",
  /** The app's version, as its web view's first address said it (spec 9, a day): the forced-update notice reads it. */
  appVersion: "isAppVersion",
  preferredLang: "preferredLang",
  profileLanguage: "profileLanguage",
  /** A sign-in that ended in a redirect (social): the next page fires the login event and removes it. */
  loginEvent: "loginEvent",
} as const;
