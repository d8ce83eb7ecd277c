/**
 * My List (issue 31 §2; services/db/migrate.ts appends it to the migrations): the titles each profile keeps, newest
 * first. A profile's list is its own: a kids profile's is not its account's.
 */
export const favouritesTable = `
  CREATE TABLE favourites (
    profile_id TEXT NOT NULL, product_id TEXT NOT NULL, added_at INTEGER NOT NULL,
    PRIMARY KEY (profile_id, product_id)
  ) WITHOUT ROWID;
  CREATE INDEX favourites_by_time ON favourites(profile_id, added_at);
`;
