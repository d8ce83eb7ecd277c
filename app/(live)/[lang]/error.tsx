"use client";
/** A fatal render error: the error page with a retry (spec 4). */
export { ScreenErrorPage as default } from "@/app/_shell/ScreenErrorPage";
