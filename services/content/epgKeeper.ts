/**
 * Keeps the stored programme guide loaded and current. At start (services/startServices.ts) and then at most once a
 * minute when a guide call comes in:
 * - with `EPG_FILE`, that XMLTV file is the guide (a real guide replaces the seeded one): loaded when it is not the
 *   one stored (another file, or the same file changed on disk since), never topped up with invented programmes;
 * - without it, the seeded guide (services/seed/epg) for the current UTC day, 7 days back and 7 ahead: generated
 *   again when the stored guide does not reach 7 days ahead of now, so a suite left running never runs out of guide.
 * Either load replaces the whole stored guide in one transaction (epgStore.ts). A file that cannot be loaded (not
 * XMLTV, unreadable) leaves the stored guide as it is, is logged, and is tried again once it changes.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { errorText, log as opsLog, type LogEntry } from "@/ops/log";
import { buildGuide, guideDaysAround, guideRange } from "../seed/epg/buildGuide";
import type { GuideProgramme } from "../seed/epg/epgTypes";
import { dayMs } from "../seed/epg/planDay";
import type { EpgStore } from "./epgStore";
import { type EpgProgramme, parseXmltv, programmeId } from "./xmltv";

export interface EpgLoadReport {
  source: string;
  programmes: number;
  skipped: number;
  problems: string[];
}

export interface EpgKeeperOptions {
  store: EpgStore;
  now: () => Date;
  /** `EPG_FILE`: an XMLTV file that is the guide instead of the seeded one. */
  file?: string;
  log?: (entry: LogEntry) => void;
  /** How often guide calls may check the guide (default a minute): a check reads the file's size and date. */
  checkEveryMs?: number;
}

export interface EpgKeeper {
  /** Loads the guide if the stored one is not the wanted one or is running out. Throws when `EPG_FILE` cannot be loaded. */
  load(): EpgLoadReport | undefined;
  /**
   * `load` for the guide calls, at most once per `checkEveryMs`, and at start (`atStart`: at once): a failure is logged
   * and the stored guide kept, and a file that failed is not read again until it changes.
   */
  refresh(options?: { atStart?: boolean }): void;
}

const generatedPrefix = "generated:";

/** A seeded programme as the XMLTV loader stores it from the document (xmltvFor) it is written to. */
export function toEpgProgramme(programme: GuideProgramme): EpgProgramme {
  return {
    id: programmeId(programme.channelId, programme.start),
    channelId: programme.channelId,
    start: programme.start,
    stop: programme.stop,
    title: programme.title,
    description: programme.description,
    category: programme.category,
    episode: programme.episode ?? null,
  };
}

/** The seeded guide for `day` (7 days back, 7 ahead), as the XMLTV loader would store it. */
export function generatedProgrammes(day: Date): EpgProgramme[] {
  return buildGuide(day).map(toEpgProgramme);
}

/** What identifies the file's current content: its path, size and modification time. */
function fileSource(file: string): string {
  const stats = statSync(file);
  return `file:${path.resolve(file)}:${stats.size}:${stats.mtimeMs}`;
}

export function createEpgKeeper({ store, now, file, log = opsLog, checkEveryMs = 60_000 }: EpgKeeperOptions): EpgKeeper {
  let lastCheck = Number.NEGATIVE_INFINITY;
  /** The file version that last failed to load: not read again until the file changes. */
  let failedSource: string | undefined;

  const loadFile = (filePath: string): EpgLoadReport | undefined => {
    const source = fileSource(filePath);
    if (store.source() === source || failedSource === source) return undefined;
    let parsed: ReturnType<typeof parseXmltv>;
    try {
      parsed = parseXmltv(readFileSync(filePath, "utf8"));
    } catch (error) {
      failedSource = source;
      throw error;
    }
    store.replace(parsed.programmes, source);
    const coverage = store.coverage();
    if (coverage === undefined || coverage.to < now().getTime() + guideDaysAround * dayMs) {
      const until = coverage === undefined ? "has no programmes" : `ends at ${new Date(coverage.to).toISOString()}`;
      log({ level: "warn", code: "services-epg-short", message: `the guide in EPG_FILE ${until}, less than ${guideDaysAround} days ahead` });
    }
    return { source, programmes: parsed.programmes.length, skipped: parsed.skipped, problems: parsed.problems };
  };

  /**
   * The seeded guide is stored from the same programmes its XMLTV document (xmltvFor) is written from, not by
   * parsing that document: the parse takes seconds for 10,000 programmes in three languages, at every first start
   * and every day, while the result is the same, row for row (epgKeeper.test.ts proves it).
   */
  const loadGenerated = (): EpgLoadReport | undefined => {
    const at = now();
    const coverage = store.coverage();
    // Reaching 7 days ahead is the rule; reaching 7 days back only fails when the clock went back (a test's clock on
    // a data folder a later start left behind), and then the guide of that day is what is wanted as well.
    const fresh = coverage !== undefined && coverage.to >= at.getTime() + guideDaysAround * dayMs && coverage.from <= guideRange(at).from;
    if (store.source()?.startsWith(generatedPrefix) && fresh) return undefined;
    const source = `${generatedPrefix}${at.toISOString().slice(0, 10)}`;
    const programmes = generatedProgrammes(at);
    store.replace(programmes, source);
    return { source, programmes: programmes.length, skipped: 0, problems: [] };
  };

  /** Loads when needed; says so in the log, except for the seeded guide at start (the seed itself is silent too). */
  const load = (atStart: boolean): EpgLoadReport | undefined => {
    lastCheck = now().getTime();
    const report = file === undefined ? loadGenerated() : loadFile(file);
    if (report !== undefined && !(atStart && file === undefined)) {
      const { source, programmes, skipped, problems } = report;
      log({ level: skipped > 0 ? "warn" : "info", code: "services-epg-loaded", message: `programme guide loaded from ${source}`, programmes, skipped, problems });
    }
    return report;
  };

  return {
    load: () => load(true),
    refresh({ atStart = false } = {}) {
      if (!atStart && now().getTime() - lastCheck < checkEveryMs) return;
      try {
        load(atStart);
      } catch (error) {
        log({ level: "error", code: "services-epg-failed", message: "the programme guide could not be loaded; the stored one stays", error: errorText(error) });
      }
    },
  };
}
