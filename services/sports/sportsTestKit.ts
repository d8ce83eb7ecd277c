/**
 * The sports routes in-process for tests (theirs and the adapter's, adapters/sports): a fresh database in a temporary
 * directory with the schema and the sports seed, a store anchored on `suiteStart`, a clock the test sets, and the
 * routes behind a real listener on 127.0.0.1, as the suite serves them (errors in the suite's shape). `options` as the
 * suite's (sportsOptions.ts: the showcase's pace).
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { createRequestListener } from "../http/createRequestListener";
import { createRouter } from "../http/router";
import { seedSports } from "../seed/sports/seedSports";
import type { SportsOptions } from "./sportsOptions";
import { createSportsRoutes } from "./sportsRoutes";
import { createSportsStore } from "./sportsStore";

/** A Thursday afternoon: the first tournament's live matchday began yesterday. */
export const kitStart = "2026-05-14T14:00:00.000Z";

export interface KitReply {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function startSportsKit(suiteStart = kitStart, options: SportsOptions = {}) {
  const db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-sports-")));
  db.transaction(() => migrate(db))();
  seedSports(db);
  let time = Date.parse(suiteStart);
  const now = () => new Date(time);
  const store = createSportsStore(db, new Date(suiteStart), options.showcaseMinuteMs);
  const server = createServer(createRequestListener(createRouter(createSportsRoutes({ store, now }))));
  const url = await new Promise<string>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The sports kit did not bind."));
      else resolve(`http://127.0.0.1:${address.port}`);
    });
  });
  return {
    url,
    db,
    store,
    now,
    setNow(iso: string | number): void {
      time = typeof iso === "number" ? iso : Date.parse(iso);
    },
    /** GET a path (English unless `language` says otherwise), the body parsed as JSON. */
    async get(target: string, language = "en"): Promise<KitReply> {
      const response = await fetch(`${url}${target}`, { headers: { language } });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, headers: response.headers, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        db.close();
      }),
  };
}

export type SportsKit = Awaited<ReturnType<typeof startSportsKit>>;
