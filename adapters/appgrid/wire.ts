/** Wire shapes of the app-grid (Accedo One) service, checked with zod at the boundary. */
import { z } from "zod";

export const sessionReply = z.object({ sessionKey: z.string().min(1), expiration: z.string().optional() });

export const entryMeta = z.object({
  id: z.string(),
  typeId: z.string().optional(),
  typeAlias: z.string().optional(),
  entryAlias: z.string().optional(),
  creationDate: z.string().optional(),
  lastUpdateDate: z.string().optional(),
});

/** An entry: `_meta` plus its own fields; screens hold their layout in `document`. */
export const entry = z.looseObject({ _meta: entryMeta });
export type Entry = z.infer<typeof entry>;

export const screenEntry = z.object({ _meta: entryMeta, screenId: z.string().optional(), document: z.unknown() });

export const entriesReply = z.object({
  entries: z.array(entry),
  pagination: z.object({ page: z.number(), size: z.number(), count: z.number(), total: z.number() }).partial().optional(),
});

export const metadataReply = z.record(z.string(), z.unknown());

export const menuItem = z.object({
  id: z.string(),
  title: z.object({ ar: z.string(), en: z.string(), fr: z.string() }),
  path: z.string().regex(/^\/(?![/\\])[^\s\\]*$/),
  menuPlatform: z.enum(["desktop", "mobile", "all"]).default("all"),
  kids: z.boolean().default(false),
  allowSubscribed: z.boolean().default(true),
  allowAnonymous: z.boolean().default(true),
});
export type MenuItem = z.infer<typeof menuItem>;

export const homeScreenConfig = z.record(z.string(), z.string());
