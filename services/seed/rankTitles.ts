import { type LocalizedText, serviceLocales, type ServiceLocale } from "../db/localizedText";

export type TitleRanks = Map<string, Record<ServiceLocale, number>>;

/**
 * Each title's position in alphabetical order per language, by `Intl.Collator(locale, { numeric: true })`.
 * SQLite cannot collate Arabic or French properly, so the seed stores these ranks and ALPHABETICAL sorts on
 * them through an index. Ties (every "Episode 1") fall back to the id, so the order is total and stable.
 */
export function rankTitles(items: readonly { id: string; title: LocalizedText }[]): TitleRanks {
  const ranks: TitleRanks = new Map(items.map((item) => [item.id, { ar: 0, en: 0, fr: 0 }]));
  for (const locale of serviceLocales) {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
    const sorted = [...items].sort(
      (a, b) => collator.compare(a.title[locale], b.title[locale]) || Number(a.id) - Number(b.id),
    );
    sorted.forEach((item, index) => {
      const rank = ranks.get(item.id);
      if (rank !== undefined) rank[locale] = index + 1;
    });
  }
  return ranks;
}
