/**
 * The renderer's one door for app/ (ARCHITECTURE.md §2, §3): render a screen for a request (renderScreen), the
 * caches a process keeps for it (layouts, content), the menu, the types a route hands over, and the UiContext
 * the form routes check a submission with. app/ imports "@/renderer" and nothing under it; lint keeps the wall.
 */
export { renderScreen, screenMetadata, type RenderScreenInput, type ScreenMode, type ScreenSources, type ScreenViewer } from "./renderScreen";
export { ScreenLoader } from "./loadScreen";
export { CachedContentSource } from "./data/CachedContentSource";
export type { RouteData } from "./data/routeValues";
export { packageQuery, type PlansSource } from "./data/plans";
export type { FormPrefill, TerminationReason, ViewerData } from "./data/viewerData";
export { createUiContext } from "./i18n/uiContext";
export { loadMenu, menuFor, type MenuItem } from "./menu";
export { loadAppFlags, type AppFlags } from "./appConfig";
