"use client";
/**
 * The error and not-found pages, loaded by the pages that show them (issue 10): every segment's error
 * boundary is in every page's client graph, so importing the pages directly put their code and the shell's
 * strings in three languages into every page's first-load JavaScript. The server still renders them in place.
 */
import dynamic from "next/dynamic";

export const ScreenErrorPage = dynamic(() => import("./ScreenErrorPage").then((module) => module.ScreenErrorPage));
export const NotFoundPage = dynamic(() => import("./NotFoundPage").then((module) => module.NotFoundPage));
export const ForbiddenPage = dynamic(() => import("./NotFoundPage").then((module) => module.ForbiddenPage));
export const UnauthorizedPage = dynamic(() => import("./NotFoundPage").then((module) => module.UnauthorizedPage));
