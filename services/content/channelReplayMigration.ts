/**
 * What each live channel allows of its past (issue 30 §1; services/db/migrate.ts appends it to the migrations):
 * start-over of the programme on the air and catch-up of what it aired in its last `catchup_days` (0 to 7;
 * domain/catchup.ts). A channel without a row allows neither: rights are granted, never assumed.
 */
export const channelReplayTable = `
  CREATE TABLE channel_replay (
    channel_id TEXT PRIMARY KEY, startover_enabled INTEGER NOT NULL, catchup_days INTEGER NOT NULL,
    CHECK (startover_enabled IN (0, 1) AND catchup_days BETWEEN 0 AND 7)
  ) WITHOUT ROWID;
`;
