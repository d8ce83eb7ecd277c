/**
 * Onboarding (issue 31 §4; services/db/migrate.ts appends it to the migrations): the genres each profile picked when
 * it joined, which the titles step offers titles from. Whether a profile still has the journey ahead is the
 * profile's own `requires_onboarding`.
 */
export const profileTastesTable = `
  CREATE TABLE profile_tastes (
    profile_id TEXT PRIMARY KEY, genres TEXT NOT NULL, updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
`;
