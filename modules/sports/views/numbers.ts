/**
 * Numbers in the sports views (scores, minutes, tables, capacities) with the digits the rest of the app uses for the
 * viewer (domain/viewerLocales.ts): the locale in the viewer's country first (`ar-JO`
 * writes ٢–١), then the bare locale. Pure and free of server-only imports: the live match's client parts format with
 * it too. Without a display, plain ASCII digits (machine-readable attributes never go through here).
 */
import type { TimeDisplay } from "@/domain/guideTime";
import { viewerLocales } from "@/domain/viewerLocales";

export type NumberDisplay = Pick<TimeDisplay, "locale" | "country">;

const formats = new Map<string, Intl.NumberFormat>();

/** `value` as the viewer writes it; `options` add a sign, a percent, or no grouping (a year). */
export function formatNumber(value: number, display?: NumberDisplay, options: Intl.NumberFormatOptions = {}): string {
  if (display === undefined) return String(value);
  const locales = viewerLocales(display);
  const key = `${locales.join(",")}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locales, options);
    formats.set(key, format);
  }
  return format.format(value);
}

const lists = new Map<string, Intl.ListFormat>();

/** Words joined as the viewer's language joins a list ("Won, Drawn, Lost"; "فوز، وتعادل، وخسارة"). */
export function formatList(items: readonly string[], display: NumberDisplay): string {
  const locales = viewerLocales(display);
  const key = locales.join(",");
  let format = lists.get(key);
  if (format === undefined) {
    format = new Intl.ListFormat(locales, { type: "unit", style: "short" });
    lists.set(key, format);
  }
  return format.format(items);
}
