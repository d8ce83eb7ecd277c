/**
 * Numbers in the sports views (scores, minutes, tables, capacities) with the digits the rest of the app uses for the
 * viewer (domain/guideTime.ts, domain/subscription/money.ts): the locale in the viewer's country first (`ar-JO`
 * writes ٢–١), then the bare locale. Pure and free of server-only imports: the live match's client parts format with
 * it too. Without a display, plain ASCII digits (machine-readable attributes never go through here).
 */
import type { TimeDisplay } from "@/domain/guideTime";

export type NumberDisplay = Pick<TimeDisplay, "locale" | "country">;

const formats = new Map<string, Intl.NumberFormat>();

/** The locales the viewer reads in, most specific first (for Intl's number, list and display-name formats). */
export function localesOf(display: NumberDisplay): string[] {
  return display.country ? [`${display.locale}-${display.country}`, display.locale] : [display.locale];
}

/** `value` as the viewer writes it; `options` add a sign, a percent, or no grouping (a year). */
export function formatNumber(value: number, display?: NumberDisplay, options: Intl.NumberFormatOptions = {}): string {
  if (display === undefined) return String(value);
  const locales = localesOf(display);
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
  const locales = localesOf(display);
  const key = locales.join(",");
  let format = lists.get(key);
  if (format === undefined) {
    format = new Intl.ListFormat(locales, { type: "unit", style: "short" });
    lists.set(key, format);
  }
  return format.format(items);
}
