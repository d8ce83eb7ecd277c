/**
 * The search index's table (issue 31 §1; services/db/migrate.ts appends it to the migrations): one FTS5 row per
 * searchable product, its text folded by domain/searchText.ts before it is stored (the tokenizer also drops what
 * accents are left). Titles have a column per language, so an exact or starting match on any title ranks first;
 * `body` holds the rest (descriptions, genres, people, a episode's series) in all three languages. Rebuilt from the
 * catalogue at every start (content/searchIndex.ts): it is derived data, never edited. `search_vocabulary` lists
 * its words, for the one-typo rule.
 */
export const searchIndexTables = `
  CREATE VIRTUAL TABLE search_index USING fts5(
    product_id UNINDEXED, title_ar, title_en, title_fr, body, tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab(search_index, 'row');
`;
