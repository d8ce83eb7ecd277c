/**
 * The programme guide's table (services/db/migrate.ts appends it to the migrations): one row per programme, loaded
 * from an XMLTV document (xmltv.ts) and replaced whole on every load (epgStore.ts). Times are UTC ms; title,
 * description and category are JSON `{ ar, en, fr }` (category NULL when the guide gives none). The index by channel
 * and start serves "what is on now and next" and a channel's schedule between two times.
 */
export const epgProgrammesTable = `
  CREATE TABLE epg_programmes (
    id TEXT PRIMARY KEY, channel_id TEXT NOT NULL, start_ms INTEGER NOT NULL, stop_ms INTEGER NOT NULL,
    title TEXT NOT NULL, description TEXT NOT NULL, category TEXT, episode TEXT,
    CHECK (stop_ms > start_ms)
  );
  CREATE INDEX epg_programmes_by_channel ON epg_programmes(channel_id, start_ms);
`;
