"use client";
/**
 * The blocks' interactive parts, each loaded only by pages that render it (issue 10). The block registry
 * imports every block view, so anything a view imported directly would sit in every page's first-load
 * JavaScript (dialogs, the profile list and its store, the social sign-in links). Through `next/dynamic` the
 * server still renders them in place, and the browser fetches a part's code only where the part is on the
 * page. Forms and their fields are not here: a lazy part that re-renders before its code has arrived (the form
 * restoring what was typed before hydration) shows nothing until it has, and the page shifts (issue 27 tried it and
 * the layout-stability test saw /ar/hub/login shift by 0.09), so forms hydrate with the page. Unit tests use
 * clientParts.eager.tsx (vitest.config.mts).
 */
import dynamic from "next/dynamic";

export const SocialLoginLinks = dynamic(() => import("./social-login/SocialLoginLinks").then((module) => module.SocialLoginLinks));
export const ProfileListRuntime = dynamic(() => import("./profile-list/ProfileListRuntime").then((module) => module.ProfileListRuntime));
export const DialogButton = dynamic(() => import("./actions/DialogButton").then((module) => module.DialogButton));
export const TrackButton = dynamic(() => import("./actions/TrackButton").then((module) => module.TrackButton));
export const MyListToggle = dynamic(() => import("./my-list/MyListToggle").then((module) => module.MyListToggle));
export const TileMyListToggle = dynamic(() => import("./my-list/TileMyListToggle").then((module) => module.TileMyListToggle));
export const PairingRequest = dynamic(() => import("./devices/PairingRequest").then((module) => module.PairingRequest));
export const DeviceActions = dynamic(() => import("./devices/DeviceActions").then((module) => module.DeviceActions));
export const OnboardingPicker = dynamic(() => import("./onboarding/OnboardingPicker").then((module) => module.OnboardingPicker));
export const HistoryRemove = dynamic(() => import("./watch-history/HistoryRemove").then((module) => module.HistoryRemove));
export const OtpResend = dynamic(() => import("./form/OtpResend").then((module) => module.OtpResend));
export const RenewalButton = dynamic(() => import("./subscription/RenewalButton").then((module) => module.RenewalButton));
export const CancelReasons = dynamic(() => import("./subscription/CancelReasons").then((module) => module.CancelReasons));
export const ChangePackageButton = dynamic(() => import("./subscription/ChangePackageButton").then((module) => module.ChangePackageButton));
export const LocalTime = dynamic(() => import("./guide/LocalTime").then((module) => module.LocalTime));
export const GuideGridKeys = dynamic(() => import("./guide/GuideGridKeys").then((module) => module.GuideGridKeys));
export const JumpToNow = dynamic(() => import("./guide/JumpToNow").then((module) => module.JumpToNow));
export const Countdown = dynamic(() => import("./live/Countdown").then((module) => module.Countdown));
