import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import { devServicesCallerSecret } from "@/domain/servicesCaller";
import { errorText, log } from "@/ops/log";
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
import { devPreviewSecret } from "@/domain/previewGrant";
import { devManageToken } from "./manage/manageAuth";
import { createManageRoutes } from "./manage/manageRoutes";
import { createDraftStore } from "./manage/draftStore";
import { startScheduler } from "./manage/schedule";
import { startRevalidationSender } from "./manage/revalidationOutbox";
import { revokeDevelopmentCredentials } from "./manage/staffSeed";
import { createStaffStore } from "./manage/staffStore";
import { vouchForClientAddress } from "./user/clientAddress";
import { createThrottle, playoutLimit } from "./user/throttle";
import { prepareDatabase, type PrepareResult } from "./seed/seedDatabase";
import { createUserServices, isUserServicePath } from "./user/userRoutes";
import { generateMedia } from "./media/generateMedia";
import { createMediaListener, isMediaPath } from "./media/mediaListener";
import { findMediaTools } from "./media/mediaTools";
import { devPlayoutSecret } from "@/domain/playoutSignature";
import { devDrmSecret } from "./playback/drmToken";
import { createLicenceListener, isLicencePath } from "./playback/licenceListener";
import { createPlaybackRoutes } from "./playback/playbackRoutes";
import { createPlaybackStore } from "./playback/playbackStore";
import { createProfileStore } from "./profiles/profileStore";
import { createUserSessionStore } from "./user/sessionStore";
import { createUserStore } from "./user/userStore";

export interface ServicesOptions {
  /** 0 picks a free port. */
  port: number;
  /** `SERVICES_HOST`: the API listener's bind address. */
  host: string;
  /** The images' own listener (issue 8: exposing images never exposes the APIs); 0 picks a free port. */
  imagesPort?: number;
  /**
   * `SERVICES_PUBLIC_HOST`: the public listener's bind address (images, media, licences), which browsers reach, so it
   * may be exposed while the API stays internal; default `host`.
   */
  publicHost?: string;
  /** Holds `shasha.db`. */
  dataDir: string;
  /** Base of absolute image URLs, as browsers reach the images listener; default `http://localhost:<imagesPort>`. */
  publicUrl?: string;
  /** The app key `/appgrid/session` accepts. */
  appKey: string;
  /** `EXTRA_SCREENS_DIR`: every `*.json` there is stored as a screen at start-up. */
  extraScreensDir?: string;
  /**
   * `MANAGE_TOKEN`, the bootstrap admin credential of `/manage` (the first staff account and API tokens; staff sign in
   * to the studio); default the development token (services/runConfig.ts decides for `main.ts`).
   */
  manageToken?: string;
  /** `PREVIEW_SECRET`, the key of the preview grants `/manage` mints; default the development secret. */
  previewSecret?: string;
  /**
   * Where the publish signal goes (`APP_REVALIDATE_URL`, the app's `POST /api/revalidate`; the load balancer's with
   * several instances) and its key; without a URL no signal is sent and viewers see a change within the page
   * cache's 60 s.
   */
  revalidate?: { url: string; secret: string };
  /** Clock, for tests. */
  now?: () => Date;
  /** Base of the links in emails and preview links (`APP_PUBLIC_URL`, default `http://localhost:3000`). */
  appPublicUrl?: string;
  /** `SOCIAL_SIGNING_SECRET`, the key of the social UIDSignature. */
  socialSecret?: string;
  /** Key reset links and one-time codes are stored under; a development default when absent. */
  codeSecret?: string;
  /** Whether `GET /user/dev/outbox` answers; default on (tests). */
  devOutbox?: boolean;
  /** Whether the seeded test accounts and studio staff may sign in; default on (tests). */
  seedAccounts?: boolean;
  /** `MEDIA_DIR`: where the test media live (services/media); default `<dataDir>/media`. */
  mediaDir?: string;
  /** Generate missing test media in the background after start (`main.ts`); default off (tests). */
  generateMedia?: boolean;
  /** `PLAYOUT_SECRET`, shared with the app, which signs `playout/new/drm`; default the development secret. */
  playoutSecret?: string;
  /** `DRM_SECRET`, the key of the DRM tokens the licence endpoint checks; default the development secret. */
  drmSecret?: string;
  /** `STREAM_LIMIT`: simultaneous streams per account (default 2). */
  streamLimit?: number;
  /**
   * `GUEST_STREAM_LIMIT`: simultaneous streams of guests per client address (default 2). A guest has no account to
   * count on, so the address stands in for the household: two screens, as an account gets; more is one free sign-in
   * away. A large shared address (an office behind one NAT) may need more: the deployment sets it.
   */
  guestStreamLimit?: number;
  /** `PLAYOUT_RATE_LIMIT`: playouts per client address in 10 minutes (default 60; why: services/user/throttle.ts). */
  playoutRateLimit?: number;
  /**
   * `SERVICES_CALLER_SECRET`, shared with the app: only a call that carries it may name the viewer's address in
   * `x-client-address` (services/user/clientAddress.ts); default the development secret.
   */
  callerSecret?: string;
}

export interface RunningServices {
  url: string;
  /** The images listener's address. */
  imagesUrl: string;
  /** How the database was prepared on this start (seeded or reused, and how long it took). */
  startup: PrepareResult;
  /** Where the test media are, and the background generation (resolved at once when it is off). */
  mediaDir: string;
  mediaReady: Promise<void>;
  close(): Promise<void>;
}

const indexRoute: Route = {
  method: "GET",
  pattern: "/",
  handler: () => jsonReply({ services: { appgrid: "/appgrid", content: "/content", manage: "/manage/screens" } }),
};

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("The services did not bind a TCP port."));
      else resolve(address.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Opens (and on first start seeds) the database, then serves app-grid, content, user, profiles and manage on one
 * port and the images on their own.
 */
export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  const now = options.now ?? (() => new Date());
  const manageToken = options.manageToken ?? devManageToken;
  // An empty token would lock everyone out (no header carries one); refuse it before opening anything.
  if (manageToken.trim() === "") throw new Error("The management token (MANAGE_TOKEN) must not be empty.");
  const db = openDatabase(options.dataDir);
  const server = createServer();
  // The public listener: images, the test media and the DRM licences (issue 8: exposing them never exposes the APIs).
  const mediaDir = options.mediaDir ?? path.join(options.dataDir, "media");
  const media = createMediaListener(mediaDir);
  const images = createRequestListener(createRouter(createImageRoutes()));
  let licences: RequestListener | undefined;
  const imageServer = createServer((request, response) => {
    if (isMediaPath(request.url)) media(request, response);
    else if (licences && isLicencePath(request.url)) licences(request, response);
    else images(request, response);
  });
  let startup: PrepareResult;
  let port: number;
  let imagesPort: number;
  try {
    startup = prepareDatabase(db, { extraScreensDir: options.extraScreensDir, now: now() });
    port = await listen(server, options.port, options.host);
    imagesPort = await listen(imageServer, options.imagesPort ?? 0, options.publicHost ?? options.host);
  } catch (error) {
    await Promise.all([closeServer(server), closeServer(imageServer)]);
    db.close();
    throw error;
  }
  const publicUrl = (options.publicUrl ?? `http://localhost:${imagesPort}`).replace(/\/$/, "");
  const appPublicUrl = (options.appPublicUrl ?? process.env.APP_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const products = createProductStore(db);
  // Without the development defaults, what a development run on the same data left behind stops working.
  if (!(options.seedAccounts ?? true)) revokeDevelopmentCredentials(db, now());
  const throttle = createThrottle(db, now);
  const routes = [
    indexRoute,
    ...createAppgridRoutes({ db, sessions: createSessionStore(db), appKey: options.appKey, now }),
    ...createContentRoutes({ products, editorial: createEditorialStore(db), publicUrl }),
    ...createManageRoutes({
      db,
      staff: createStaffStore(db, now),
      drafts: createDraftStore(db, now),
      throttle,
      bootstrapToken: manageToken,
      seedStaff: options.seedAccounts ?? true,
      now,
      previewSecret: options.previewSecret ?? devPreviewSecret,
      appPublicUrl,
    }),
  ];
  // Scheduled changes fire here, also those that fell due while the service was down (services/manage/schedule.ts).
  const scheduler = startScheduler(db, now, {
    onError: (error) => log({ level: "error", code: "services-schedule-failed", message: "a scheduled change failed", error: errorText(error) }),
  });
  const revalidation =
    options.revalidate === undefined
      ? undefined
      : startRevalidationSender(db, { ...options.revalidate, now, onError: (message) => log({ level: "warn", code: "services-revalidation-failed", message }) });
  const sessions = createUserSessionStore(db, now);
  const playbackStore = createPlaybackStore(db, now);
  const drmSecret = options.drmSecret ?? devDrmSecret;
  routes.push(
    ...createPlaybackRoutes({
      products,
      store: playbackStore,
      sessions,
      users: createUserStore(db),
      profiles: createProfileStore(db),
      now,
      publicUrl,
      playoutSecret: options.playoutSecret ?? devPlayoutSecret,
      drmSecret,
      streamLimit: options.streamLimit ?? 2,
      guestStreamLimit: options.guestStreamLimit ?? 2,
      playoutRateLimit: options.playoutRateLimit ?? playoutLimit.max,
      throttle,
    }),
  );
  const licenceListener = createLicenceListener({ store: playbackStore, mediaDir, drmSecret, now });
  licences = (request, response) => void licenceListener(request, response);
  const shared = createRequestListener(createRouter(routes));
  const { socialSecret, codeSecret, devOutbox, seedAccounts } = options;
  const user = createUserServices({ db, now, publicUrl, appPublicUrl, socialSecret, codeSecret, devOutbox, seedAccounts });
  const callerSecret = options.callerSecret ?? devServicesCallerSecret;
  server.on("request", (request, response) => {
    // Before any route: the viewer's address is believed only from the app (services/user/clientAddress.ts).
    vouchForClientAddress(request.headers, callerSecret);
    // /user and /userprofile answer in the contract's fault shape (docs/user-service.md), so they have their own listener.
    (isUserServicePath(request.url) ? user.listener : shared)(request, response);
  });
  const mediaReady = options.generateMedia
    ? generateMedia({ mediaDir, tools: findMediaTools(), log: (line) => log({ level: "info", code: "services-media", message: line }) }).then(
        () => undefined,
        (error: unknown) => log({ level: "error", code: "services-media-failed", message: "test media generation failed", error: errorText(error) }),
      )
    : Promise.resolve();
  const urlHost = (bound: string) => (bound.includes(":") ? `[${bound}]` : bound);
  return {
    url: `http://${urlHost(options.host)}:${port}`,
    imagesUrl: `http://${urlHost(options.publicHost ?? options.host)}:${imagesPort}`,
    startup,
    mediaDir,
    mediaReady,
    close: async () => {
      scheduler.stop();
      revalidation?.stop();
      await Promise.all([closeServer(server), closeServer(imageServer)]);
      user.stop();
      db.close();
    },
  };
}
