"use client";
/** The forced-update notice's code loads only on the pages that draw it (an app's web view while it is on), never in a browser's first load. */
import dynamic from "next/dynamic";

export const ForceUpdateNotice = dynamic(() => import("./ForceUpdateNotice").then((module) => module.ForceUpdateNotice));
