/**
 * New screens (issue 17): a landing page or a hub form to start from, or a copy of an existing screen under a new id.
 * The templates are built from the palette's examples, so they follow the contract as it stands; a new screen
 * starts as the editor's draft (base version 0) and is published like any other.
 */
import { landingIdPattern } from "@/domain/screenPath";
import { palette } from "@/studio/blocks/paletteData";

export const templateKinds = ["landing", "form"] as const;
export type TemplateKind = (typeof templateKinds)[number];

function example(type: string): Record<string, unknown> {
  return palette.find((entry) => entry.type === type)?.example ?? { type, id: type };
}

const empty = { ar: "", en: "", fr: "" };

export function screenFromTemplate(kind: TemplateKind, screenId: string): Record<string, unknown> {
  const blocks =
    kind === "landing"
      ? [example("hero"), { ...example("section-header"), id: "section" }, example("rail")]
      : [{ type: "text", id: "intro", variant: "headline", text: empty }, example("form")];
  return { schemaVersion: "1.1", id: screenId, title: empty, ...(kind === "form" ? { width: "narrow" } : {}), blocks };
}

/** A copy of another screen's document under `screenId`. */
export function screenCopy(document: unknown, screenId: string): Record<string, unknown> {
  const copy: Record<string, unknown> = typeof document === "object" && document !== null && !Array.isArray(document) ? { ...Object.fromEntries(Object.entries(document)) } : {};
  return { ...copy, id: screenId };
}

/** Why `screenId` cannot be a new screen's id, or undefined: a landing id (`ramadan-2027`) or an account form (`/user/...`). */
export function newScreenIdProblem(screenId: string, taken: readonly string[]): "format" | "taken" | undefined {
  if (taken.includes(screenId)) return "taken";
  return landingIdPattern.test(screenId) || /^\/user\/[a-z0-9][a-z0-9-]{0,63}$/.test(screenId) ? undefined : "format";
}
