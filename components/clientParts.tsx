"use client";
/**
 * The blocks' interactive parts, each loaded only by pages that render it (issue 10). The block registry
 * imports every block view, so anything a view imported directly would sit in every page's first-load
 * JavaScript (dialogs, the profile list and its store, the social sign-in links). Through `next/dynamic` the
 * server still renders them in place, and the browser fetches a part's code only where the part is on the
 * page. Forms and their fields are here too (issue 27: they were ~6 KB gzip of the home page's JavaScript, which
 * has no form): a page with a form preloads their code with the page, and what a viewer types before it has run
 * is kept (FormRuntime and PhoneInput read the server-rendered fields' values when they hydrate). Unit tests use
 * clientParts.eager.tsx (vitest.config.mts).
 */
import dynamic from "next/dynamic";

export const SocialLoginLinks = dynamic(() => import("./social-login/SocialLoginLinks").then((module) => module.SocialLoginLinks));
export const ProfileListRuntime = dynamic(() => import("./profile-list/ProfileListRuntime").then((module) => module.ProfileListRuntime));
export const DialogButton = dynamic(() => import("./actions/DialogButton").then((module) => module.DialogButton));
export const TrackButton = dynamic(() => import("./actions/TrackButton").then((module) => module.TrackButton));
export const HistoryRemove = dynamic(() => import("./watch-history/HistoryRemove").then((module) => module.HistoryRemove));
export const OtpResend = dynamic(() => import("./form/OtpResend").then((module) => module.OtpResend));
export const FormRuntime = dynamic(() => import("./form/FormRuntime").then((module) => module.FormRuntime));
export const TextInput = dynamic(() => import("./form/TextInput").then((module) => module.TextInput));
export const PhoneInput = dynamic(() => import("./form/PhoneInput").then((module) => module.PhoneInput));
export const OtpInput = dynamic(() => import("./form/OtpInput").then((module) => module.OtpInput));
export const CheckboxInput = dynamic(() => import("./form/CheckboxInput").then((module) => module.CheckboxInput));
export const SelectInput = dynamic(() => import("./form/SelectInput").then((module) => module.SelectInput));
