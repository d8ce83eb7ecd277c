/**
 * What a page gives the layout it shows, and what each module needs of it (issue 27). A `module` block the schema
 * accepts can still be placed where it cannot work: the player on a landing page has no title to play (it took
 * /en/ramadan down before the renderer isolated modules; now it shows its fallback or nothing). The publish check
 * (services/manage/checkLayout.ts) and the studio (studio/editor/layoutWarnings.ts) both warn about it from this
 * one table, without blocking the publish. Pure, with no server or React code, so the studio bundles it.
 *
 * What a screen's pages give is decided by the route that draws it: the content routes
 * (app/_pages/contentPage.tsx) render the `/content/...` screens with the ids of their path; home, landing
 * pages and account forms are drawn with no route values at all.
 */
import type { ModuleBlock, RouteParam } from "@/screens-schema/types";

/** A value a page's route gives its layout (the contract's `RouteParam`). */
export type RouteValueName = RouteParam["fromRoute"];
export type ModuleName = ModuleBlock["module"];

/**
 * The values every page of a content screen gives (app/_pages/contentScreens.ts names the screens, contentPage.tsx
 * fills the values). A value only some of its pages give (the player's `seasonId`: episodes have one, movies not)
 * is left out: a module that needs it would fail on the others.
 */
const contentScreenValues: Readonly<Record<string, readonly RouteValueName[]>> = {
  "/content/series": ["titleId"],
  "/content/show": ["titleId"],
  "/content/movie": ["titleId"],
  "/content/season": ["titleId", "seasonId"],
  "/content/genre": ["category", "productType"],
  "/content/player": ["contentId", "titleId"],
  "/content/channel": ["contentId"],
  "/content/team": ["teamId"],
  "/content/match": ["fixtureId"],
};

/** What every page showing `screenId` gives its layout; none for home, landing pages, forms and unknown ids. */
export function routeValuesOf(screenId: string): readonly RouteValueName[] {
  return Object.hasOwn(contentScreenValues, screenId) ? (contentScreenValues[screenId] ?? []) : [];
}

/**
 * What each module needs of its page, declared beside the contract's module names so that a new module must say:
 * the player plays the title the route names (`contentId`); the sports centre and the payment gateways take what
 * they need from their block's props.
 */
export const moduleNeeds = {
  player: ["contentId"],
  sports: [],
  payments: [],
} as const satisfies Record<ModuleName, readonly RouteValueName[]>;

function isModuleName(value: unknown): value is ModuleName {
  return typeof value === "string" && Object.hasOwn(moduleNeeds, value);
}

/** The screens whose every page gives all of `values`, to say where a module belongs. */
export function screensGiving(values: readonly RouteValueName[]): string[] {
  return Object.keys(contentScreenValues).filter((screenId) => values.every((value) => routeValuesOf(screenId).includes(value)));
}

/** A module block on a screen whose pages lack what it needs. */
export interface MisplacedModule {
  /** The block's JSON pointer. */
  pointer: string;
  module: ModuleName;
  /** What the module needs and the screen's pages do not give. */
  missing: RouteValueName[];
  /** Where it would work. */
  belongsOn: string[];
}

type Visit = (block: Readonly<Record<string, unknown>>, pointer: string) => void;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every block object of a possibly invalid document: `/blocks/N`, `children/N` and object `fallback`s. */
function walkBlock(value: unknown, pointer: string, visit: Visit): void {
  if (!isRecord(value)) return;
  visit(value, pointer);
  const { children, fallback } = value;
  if (Array.isArray(children)) children.forEach((child, index) => walkBlock(child, `${pointer}/children/${index}`, visit));
  walkBlock(fallback, `${pointer}/fallback`, visit);
}

/** The module blocks of `doc` (any document, checked or not) that `screenId`'s pages cannot serve, in document order. */
export function misplacedModules(doc: unknown, screenId: string): MisplacedModule[] {
  const blocks = isRecord(doc) ? doc.blocks : undefined;
  if (!Array.isArray(blocks)) return [];
  const given = routeValuesOf(screenId);
  const found: MisplacedModule[] = [];
  const visit: Visit = (block, pointer) => {
    if (block.type !== "module" || !isModuleName(block.module)) return;
    const needs: readonly RouteValueName[] = moduleNeeds[block.module];
    const missing = needs.filter((value) => !given.includes(value));
    if (missing.length > 0) found.push({ pointer, module: block.module, missing, belongsOn: screensGiving(needs) });
  };
  blocks.forEach((block, index) => walkBlock(block, `/blocks/${index}`, visit));
  return found;
}
