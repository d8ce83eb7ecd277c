/**
 * Writes each seeded channel's start-over and catch-up (seed/channels.ts) once per database, with its own marker
 * (`meta.channelReplaySeedVersion`), so a database seeded before they existed gets them on its next start, as the
 * live events do (seedLiveEvents.ts). Only channels stored as live channels get a row.
 */
import type Database from "better-sqlite3";
import { readMeta, writeMeta } from "../db/migrate";
import { firstChannelId } from "./buildChannels";
import { type ChannelSeed, channels } from "./channels";

export const channelReplaySeedVersion = "1";

/** Adds the rows once; returns how many it wrote. Call inside the start-up transaction, after the catalogue. */
export function seedChannelReplay(db: Database.Database, seeds: readonly ChannelSeed[] = channels): number {
  if (readMeta(db, "channelReplaySeedVersion") !== undefined) return 0;
  const insert = db.prepare(`INSERT OR REPLACE INTO channel_replay (channel_id, startover_enabled, catchup_days)
    SELECT id, ?, ? FROM products WHERE id = ? AND product_type = 'LIVE_CHANNEL'`);
  let written = 0;
  seeds.forEach((seed, index) => {
    written += insert.run(seed.startoverEnabled ? 1 : 0, seed.catchupDays, String(firstChannelId + index)).changes;
  });
  writeMeta(db, "channelReplaySeedVersion", channelReplaySeedVersion);
  return written;
}
