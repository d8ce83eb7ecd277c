/**
 * The programme guide as services/startServices.ts starts it, once the database is migrated: the stored guide, its
 * keeper, loaded now (epgKeeper.ts: `EPG_FILE` when set and not empty, else the seeded guide), and the channels the
 * guide calls list. A broken `EPG_FILE` does not stop the suite: it is logged, the guide stays as stored (empty on a
 * first start), and the file is read again once it changes.
 */
import type Database from "better-sqlite3";
import type { LogEntry } from "@/ops/log";
import { createEpgKeeper } from "./epgKeeper";
import { createEpgStore } from "./epgStore";
import { createGuideChannels } from "./guideChannels";
import type { GuideDeps } from "./guideRoutes";

export function startGuide(db: Database.Database, now: () => Date, epgFile: string | undefined, log?: (entry: LogEntry) => void): GuideDeps {
  const store = createEpgStore(db);
  const file = epgFile === undefined || epgFile.trim() === "" ? undefined : epgFile;
  const keeper = createEpgKeeper({ store, now, file, ...(log === undefined ? {} : { log }) });
  keeper.refresh({ atStart: true });
  return { store, keeper, channels: createGuideChannels(db), now };
}
