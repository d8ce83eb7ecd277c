/** clientParts.tsx without the lazy loading, for unit tests (vitest.config.mts aliases it), which render at once. */
export { SocialLoginLinks } from "./social-login/SocialLoginLinks";
export { ProfileListRuntime } from "./profile-list/ProfileListRuntime";
export { DialogButton } from "./actions/DialogButton";
export { TrackButton } from "./actions/TrackButton";
export { HistoryRemove } from "./watch-history/HistoryRemove";
export { OtpResend } from "./form/OtpResend";
export { RenewalButton } from "./subscription/RenewalButton";
export { CancelReasons } from "./subscription/CancelReasons";
export { ChangePackageButton } from "./subscription/ChangePackageButton";
export { LocalTime } from "./guide/LocalTime";
export { Countdown } from "./live/Countdown";
export { GuideGridKeys } from "./guide/GuideGridKeys";
export { JumpToNow } from "./guide/JumpToNow";
