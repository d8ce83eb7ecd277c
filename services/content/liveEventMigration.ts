/**
 * The live events' table (issue 30 §2; services/db/migrate.ts appends it to the migrations). A live event is a product
 * of type `LIVE_EVENT` (its titles, event type, image and rights are in `products`, like any product's); this table
 * keeps what only an event has: its start, the live channel that streams it and, once it is over, the title that
 * plays as its replay. No date is stored: the start is minutes from the suite's start (`start_offset_minutes`,
 * negative for an event that began before it), placed on the calendar at request time (content/liveEventTiming.ts),
 * so whatever day the suite starts some events are live, some coming soon and some over, as the sports season is.
 */
export const liveEventsTable = `
  CREATE TABLE live_events (
    product_id TEXT PRIMARY KEY, start_offset_minutes INTEGER NOT NULL, channel_id TEXT NOT NULL, replay_id TEXT
  ) WITHOUT ROWID;
`;
