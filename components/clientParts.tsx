"use client";
/**
 * The blocks' interactive parts, each loaded only by pages that render it (issue 10). The block registry
 * imports every block view, so anything a view imported directly would sit in every page's first-load
 * JavaScript (dialogs, the profile list and its store, the social sign-in links). Through `next/dynamic` the
 * server still renders them in place, and the browser fetches a part's code only where the part is on the
 * page. Form fields are not here: a field whose code arrives after the page would lose what the viewer typed
 * meanwhile, so forms hydrate with the page. Unit tests use clientParts.eager.tsx (vitest.config.mts).
 */
import dynamic from "next/dynamic";

export const SocialLoginLinks = dynamic(() => import("./social-login/SocialLoginLinks").then((module) => module.SocialLoginLinks));
export const ProfileListRuntime = dynamic(() => import("./profile-list/ProfileListRuntime").then((module) => module.ProfileListRuntime));
export const DialogButton = dynamic(() => import("./actions/DialogButton").then((module) => module.DialogButton));
export const TrackButton = dynamic(() => import("./actions/TrackButton").then((module) => module.TrackButton));
export const HistoryRemove = dynamic(() => import("./watch-history/HistoryRemove").then((module) => module.HistoryRemove));
export const OtpResend = dynamic(() => import("./form/OtpResend").then((module) => module.OtpResend));
