/**
 * Full-text search over the catalogue (issue 31 §1) in SQLite FTS5 (searchMigration.ts): movies, series, shows,
 * episodes, live channels and live events, by their titles, descriptions, genres and people in all three languages,
 * folded on both sides by domain/searchText.ts. Every word of the query must match (the last one as a prefix, so
 * results come while the viewer types); a word of five letters or more also matches the index's words one edit away.
 * Ranked: a title equal to the query first, then a title starting with it, then the rest by relevance (FTS5's bm25,
 * titles weighted ten to one); or by one of the catalogue's sort orders when asked. The profile's age limit applies.
 *
 * This is the boundary a search engine would sit behind for the whole catalogue (docs/SCALING.md).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { normaliseSearchText, searchTerms, typoMinLength, withinOneEdit } from "@/domain/searchText";
import type { LocalizedText, ServiceLocale } from "../db/localizedText";
import { searchableTypes } from "./contentRequests";
import { parseProductRows, type ProductRow, productSelect } from "./productRow";
import { ratingClause, sortColumns } from "./productStore";

type SearchableType = (typeof searchableTypes)[number];

export interface SearchQuery {
  query: string;
  productType?: SearchableType | undefined;
  genre?: string | undefined;
  /** Absent: by relevance. */
  sortType?: keyof typeof sortColumns | undefined;
  sortOrder: "ASC" | "DESC";
  page: number;
  size: number;
}

export interface SearchIndex {
  /** Replaces the index with the catalogue's searchable products; returns how many it holds. */
  rebuild(): number;
  search(query: SearchQuery, locale: ServiceLocale, maxRating: number | undefined): SearchFound;
}

/** A page of matches, their total, and how many matches each genre holds whatever the query's genre (the page's genre filter). */
export interface SearchFound {
  rows: ProductRow[];
  total: number;
  genres: { id: string; count: number }[];
}

const sourceRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  genres: z.string(),
  persons: z.string(),
  show_title: z.string().nullable(),
});
const textSchema = z.object({ ar: z.string(), en: z.string(), fr: z.string() });
const stringList = z.array(z.string());
const personList = z.array(z.object({ ar: z.string(), latin: z.string() }));
const termRow = z.object({ term: z.string() });
const countRow = z.object({ total: z.number().int() });
const genreCountRow = z.object({ id: z.string(), count: z.number().int() });

function texts(json: string | null): string[] {
  if (json === null) return [];
  const parsed = textSchema.safeParse(JSON.parse(json));
  return parsed.success ? [parsed.data.ar, parsed.data.en, parsed.data.fr] : [];
}

/** The FTS5 query of one word: the word, and the index's words one edit away; the last word also as a prefix. */
function termQuery(term: string, last: boolean, vocabulary: ReadonlyMap<number, readonly string[]>): string {
  const near = term.length < typoMinLength ? [] : [term.length - 1, term.length, term.length + 1].flatMap((length) => (vocabulary.get(length) ?? []).filter((word) => word !== term && withinOneEdit(word, term)));
  const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
  return `(${[`${quoted(term)}${last ? " *" : ""}`, ...near.slice(0, 20).map(quoted)].join(" OR ")})`;
}

/** `%` and `_` are LIKE's own; escaped with `\`. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export function createSearchIndex(db: Database.Database, genreTitles: ReadonlyMap<string, LocalizedText>): SearchIndex {
  let vocabulary = new Map<number, string[]>();
  const loadVocabulary = () => {
    vocabulary = new Map();
    for (const row of db.prepare("SELECT term FROM search_vocabulary").all()) {
      const { term } = termRow.parse(row);
      const sameLength = vocabulary.get(term.length);
      if (sameLength) sameLength.push(term);
      else vocabulary.set(term.length, [term]);
    }
  };
  const rebuild = db.transaction((): number => {
    db.prepare("DELETE FROM search_index").run();
    const insert = db.prepare("INSERT INTO search_index (product_id, title_ar, title_en, title_fr, body) VALUES (?, ?, ?, ?, ?)");
    const types = searchableTypes.map((type) => `'${type}'`).join(", ");
    const rows = db.prepare(`SELECT p.id, p.title, p.description, p.genres, p.persons, parent.title AS show_title FROM products p
      LEFT JOIN products parent ON parent.id = p.show_id WHERE p.product_type IN (${types})`).all();
    for (const raw of rows) {
      const row = sourceRow.parse(raw);
      const [ar = "", en = "", fr = ""] = texts(row.title);
      const genres = stringList.parse(JSON.parse(row.genres)).flatMap((id) => {
        const title = genreTitles.get(id);
        return title ? [title.ar, title.en, title.fr] : [id];
      });
      const people = personList.parse(JSON.parse(row.persons)).flatMap((person) => [person.ar, person.latin]);
      const body = [...texts(row.description), ...genres, ...people, ...texts(row.show_title)].join(" ");
      insert.run(row.id, normaliseSearchText(ar), normaliseSearchText(en), normaliseSearchText(fr), normaliseSearchText(body));
    }
    return rows.length;
  });
  return {
    rebuild() {
      const count = rebuild();
      loadVocabulary();
      return count;
    },
    search(query, locale, maxRating) {
      const terms = searchTerms(query.query);
      if (terms.length === 0) return { rows: [], total: 0, genres: [] };
      const match = terms.map((term, index) => termQuery(term, index === terms.length - 1, vocabulary)).join(" AND ");
      const clauses = ["search_index MATCH ?"];
      const params: (string | number)[] = [match];
      if (maxRating !== undefined) {
        clauses.push(ratingClause);
        params.push(maxRating);
      }
      if (query.productType !== undefined) {
        clauses.push("p.product_type = ?");
        params.push(query.productType);
      }
      const joined = "JOIN search_index ON search_index.product_id = p.id";
      const genreCounts = db
        .prepare(`SELECT g.genre_id AS id, COUNT(*) AS count FROM product_genres g WHERE g.product_id IN (SELECT p.id FROM products p ${joined} WHERE ${clauses.join(" AND ")}) GROUP BY g.genre_id ORDER BY count DESC, g.genre_id`)
        .all(...params)
        .map((row) => genreCountRow.parse(row));
      if (query.genre !== undefined) {
        clauses.push("p.id IN (SELECT product_id FROM product_genres WHERE genre_id = ?)");
        params.push(query.genre);
      }
      const where = clauses.join(" AND ");
      const whole = terms.join(" ");
      const titles = ["title_ar", "title_en", "title_fr"].map((column) => `search_index.${column}`);
      const closeness = `CASE WHEN ? IN (${titles.join(", ")}) THEN 0 WHEN ${titles.map((title) => `${title} LIKE ? ESCAPE '\\'`).join(" OR ")} THEN 1 ELSE 2 END`;
      const order = query.sortType === undefined
        ? { sql: `${closeness}, bm25(search_index, 0, 10, 10, 10, 1), CAST(p.id AS INTEGER)`, params: [whole, ...titles.map(() => likePrefix(whole))] }
        : { sql: `${sortColumns[query.sortType](locale)} ${query.sortOrder}, CAST(p.id AS INTEGER)`, params: [] };
      const rows = parseProductRows(
        db.prepare(`${productSelect} ${joined} WHERE ${where} ORDER BY ${order.sql} LIMIT ? OFFSET ?`).all(...params, ...order.params, query.size, query.page * query.size),
      );
      const { total } = countRow.parse(db.prepare(`SELECT COUNT(*) AS total FROM products p ${joined} WHERE ${where}`).get(...params));
      return { rows, total, genres: genreCounts };
    },
  };
}
