/**
 * The header's quick search (issue 31 §1): the app's own `/api/content/search`, its reply checked in the browser
 * (domain/check; the browser carries no zod), the options the combobox offers (each result, then "all results"),
 * and what its keys do.
 */
import { contentItemSchema } from "@/components/api/contentItems";
import { requestJson } from "@/components/api/appApi";
import { resolveImageUrl } from "@/components/image/imageSources";
import { localizedHref } from "@/components/ui-context";
import * as check from "@/domain/check";
import type { ContentItem, Locale } from "@/domain/types";

export interface QuickSearchOption {
  /** Where choosing it goes. */
  href: string;
  label: string;
  /** A result's year or kind line; absent for "all results". */
  detail?: string;
  image?: string;
}

const replySchema = check.object({ items: check.array(check.unknown), total: check.number });

export function quickSearchUrl(text: string, locale: Locale): string {
  return `/api/content/search?${new URLSearchParams({ q: text, lang: locale }).toString()}`;
}

/** The results for `text`; an item that fails the check is left out. A refused or failed request throws. */
export async function fetchQuickSearch(text: string, locale: Locale, signal: AbortSignal): Promise<ContentItem[]> {
  const reply = await requestJson(quickSearchUrl(text, locale), { signal });
  if (!reply.ok) throw new Error(`quick search: HTTP ${reply.status}`);
  const body = replySchema.parse(reply.body);
  if (!body.ok) throw new Error(`quick search: ${body.error}`);
  return body.value.items.flatMap((candidate) => {
    const parsed = contentItemSchema.parse(candidate);
    return parsed.ok ? [parsed.value] : [];
  });
}

export function resultOption(item: ContentItem, locale: Locale): QuickSearchOption {
  const detail = item.episode ? item.episode.showTitle : item.year === undefined ? undefined : String(item.year);
  const template = item.images.thumbnail ?? item.images.landscape ?? item.images.poster;
  // The smallest file: the list draws it at 48 px.
  const image = template === undefined ? null : resolveImageUrl(template, "mobile");
  return { href: localizedHref(locale, item.href), label: item.title, ...(detail ? { detail } : {}), ...(image ? { image } : {}) };
}

export type KeyOutcome = { kind: "move"; active: number } | { kind: "choose" } | { kind: "close" } | { kind: "clear" };

/**
 * What a key does in the field: the arrows move through the options (past either end back to the field, -1, then
 * round again), Enter chooses the active option (else the form submits), Escape closes the open list, else clears the
 * text. Undefined: the key does what it does in any field.
 */
export function keyOutcome(key: string, state: { active: number; count: number; expanded: boolean; text: string }): KeyOutcome | undefined {
  const { active, count, expanded, text } = state;
  if ((key === "ArrowDown" || key === "ArrowUp") && count > 0) {
    const next = active + (key === "ArrowDown" ? 1 : -1);
    return { kind: "move", active: next >= count ? -1 : next < -1 ? count - 1 : next };
  }
  if (key === "Enter" && expanded && active >= 0 && active < count) return { kind: "choose" };
  if (key === "Escape" && expanded) return { kind: "close" };
  if (key === "Escape" && text !== "") return { kind: "clear" };
  return undefined;
}
