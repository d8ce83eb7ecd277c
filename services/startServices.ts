import { createServer } from "node:http";
import { createAppgridRoutes } from "./appgrid/appgridRoutes";
import { createSessionStore } from "./appgrid/sessionStore";
import { createContentRoutes } from "./content/contentRoutes";
import { createEditorialStore } from "./content/editorialStore";
import { createProductStore } from "./content/productStore";
import { openDatabase } from "./db/openDatabase";
import { createRequestListener } from "./http/createRequestListener";
import { jsonReply } from "./http/reply";
import { createRouter, type Route } from "./http/router";
import { createImageRoutes } from "./images/imageRoutes";
import { devManageToken } from "./manage/manageAuth";
import { createManageRoutes } from "./manage/manageRoutes";
import { prepareDatabase, type PrepareResult } from "./seed/seedDatabase";
import { createUserServices, isUserServicePath } from "./user/userRoutes";

export interface ServicesOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Holds `shasha.db`. */
  dataDir: string;
  /** Base of absolute image URLs; default `http://localhost:<port>`. */
  publicUrl?: string;
  /** The app key `/appgrid/session` accepts. */
  appKey: string;
  /** `EXTRA_SCREENS_DIR`: every `*.json` there is stored as a screen at start-up. */
  extraScreensDir?: string;
  /** `MANAGE_TOKEN`, the bearer token of `/manage`; default the development token (production must set one). */
  manageToken?: string;
  /** Clock, for tests. */
  now?: () => Date;
  /** Base of the links in emails (`APP_PUBLIC_URL`, default `http://localhost:3000`). */
  appPublicUrl?: string;
  /** `SOCIAL_SIGNING_SECRET`, the key of the social UIDSignature. */
  socialSecret?: string;
  /** Whether `GET /user/dev/outbox` answers; default unless NODE_ENV is production (or DEV_OUTBOX=1). */
  devOutbox?: boolean;
}

export interface RunningServices {
  url: string;
  /** How the database was prepared on this start (seeded or reused, and how long it took). */
  startup: PrepareResult;
  close(): Promise<void>;
}

const indexRoute: Route = {
  method: "GET",
  pattern: "/",
  handler: () =>
    jsonReply({ services: { appgrid: "/appgrid", content: "/content", images: "/images", manage: "/manage/screens" } }),
};

/** Opens (and on first start seeds) the database, then serves app-grid, content, images and manage on one port. */
export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  const now = options.now ?? (() => new Date());
  const manageToken = options.manageToken ?? devManageToken;
  // An empty token would lock everyone out (no header carries one); refuse it before opening anything.
  if (manageToken.trim() === "") throw new Error("The management token (MANAGE_TOKEN) must not be empty.");
  const db = openDatabase(options.dataDir);
  const server = createServer();
  let startup: PrepareResult;
  try {
    startup = prepareDatabase(db, { extraScreensDir: options.extraScreensDir, now: now() });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The services did not bind a TCP port.");
  const { port } = address;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, "");
  const products = createProductStore(db);
  const routes = [
    indexRoute,
    ...createAppgridRoutes({ db, sessions: createSessionStore(db), appKey: options.appKey, now }),
    ...createContentRoutes({ products, editorial: createEditorialStore(db), publicUrl }),
    ...createImageRoutes(),
    ...createManageRoutes({ db, token: manageToken, now }),
  ];
  const shared = createRequestListener(createRouter(routes));
  const { appPublicUrl, socialSecret, devOutbox } = options;
  const user = createUserServices({ db, now, publicUrl, appPublicUrl, socialSecret, devOutbox });
  // /user and /userprofile answer in the contract's fault shape (docs/user-service.md), so they have their own listener.
  server.on("request", (request, response) => (isUserServicePath(request.url) ? user.listener : shared)(request, response));
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    startup,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          user.stop();
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
