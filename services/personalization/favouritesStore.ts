/** Each profile's My List (favouritesSchema.ts): its ids newest first, adding (idempotent, up to a cap) and removing. */
import type Database from "better-sqlite3";
import { z } from "zod";

/** How many titles a list keeps; adding past it is refused (a list is for what one means to watch). */
export const favouritesCap = 500;

export interface FavouritesStore {
  /** The profile's ids, the latest added first. */
  ids(profileId: string): string[];
  /** Adds `productId` (already there: moved to the front); false when the list is full. */
  add(profileId: string, productId: string): boolean;
  remove(profileId: string, productId: string): void;
}

const idRow = z.object({ product_id: z.string() });
const countRow = z.object({ total: z.number().int() });

export function createFavouritesStore(db: Database.Database, now: () => Date): FavouritesStore {
  const list = db.prepare("SELECT product_id FROM favourites WHERE profile_id = ? ORDER BY added_at DESC, product_id");
  const has = db.prepare("SELECT 1 FROM favourites WHERE profile_id = ? AND product_id = ?");
  const count = db.prepare("SELECT COUNT(*) AS total FROM favourites WHERE profile_id = ?");
  const upsert = db.prepare(`INSERT INTO favourites (profile_id, product_id, added_at) VALUES (?, ?, ?)
    ON CONFLICT (profile_id, product_id) DO UPDATE SET added_at = excluded.added_at`);
  const remove = db.prepare("DELETE FROM favourites WHERE profile_id = ? AND product_id = ?");
  return {
    ids: (profileId) => list.all(profileId).map((row) => idRow.parse(row).product_id),
    add: db.transaction((profileId: string, productId: string): boolean => {
      if (has.get(profileId, productId) === undefined && countRow.parse(count.get(profileId)).total >= favouritesCap) return false;
      upsert.run(profileId, productId, now().getTime());
      return true;
    }),
    remove(profileId, productId) {
      remove.run(profileId, productId);
    },
  };
}
