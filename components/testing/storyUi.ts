/** Story helpers: the locale toolbar global as a Locale, and the test UiContext for it. */
import { isLocale, type Locale } from "@/domain/types";
import type { UiContext } from "../ui-context";
import { createTestUi } from "./createTestUi";

export function localeOfGlobals(globals: Record<string, unknown>): Locale {
  const value = globals["locale"];
  return isLocale(value) ? value : "ar";
}

export function storyUi(globals: Record<string, unknown>): UiContext {
  return createTestUi(localeOfGlobals(globals));
}

export function rootPropsFor<T extends string>(type: T, id: string) {
  return { "data-block": type, "data-block-id": id } as const;
}
