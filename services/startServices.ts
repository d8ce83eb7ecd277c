import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import type Database from "better-sqlite3";
import { devServicesCallerSecret } from "@/domain/servicesCaller";
import { errorText, log } from "@/ops/log";
import { createAppgridRoutes } from "./appgrid/appgridRoutes";
import { createSessionStore } from "./appgrid/sessionStore";
import { createContentRoutes } from "./content/contentRoutes";
import { createEditorialStore } from "./content/editorialStore";
import { createProductStore, type ProductStore } from "./content/productStore";
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
import { subscriptionRoutesFor } from "./subscription/subscriptionRoutes";
import { vouchForClientAddress } from "./user/clientAddress";
import { createThrottle, playoutLimit, type Throttle } from "./user/throttle";
import { prepareDatabase, type PrepareResult } from "./seed/seedDatabase";
import type { RunningServices, ServicesOptions } from "./servicesOptions";
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
import { startPaymentProviders, type RunningProviders } from "./paymentProviders";

export type { RunningServices, ServicesOptions } from "./servicesOptions";

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

/** Scheduled changes and the publish signal's sender, running until the services close. */
function startBackgroundJobs(db: Database.Database, now: () => Date, options: ServicesOptions) {
  // Scheduled changes fire here, also those that fell due while the service was down (services/manage/schedule.ts).
  const scheduler = startScheduler(db, now, {
    onError: (error) => log({ level: "error", code: "services-schedule-failed", message: "a scheduled change failed", error: errorText(error) }),
  });
  const revalidation =
    options.revalidate === undefined
      ? undefined
      : startRevalidationSender(db, { ...options.revalidate, now, onError: (message) => log({ level: "warn", code: "services-revalidation-failed", message }) });
  return { scheduler, revalidation };
}

interface PlaybackParts {
  db: Database.Database;
  now: () => Date;
  products: ProductStore;
  throttle: Throttle;
  publicUrl: string;
  mediaDir: string;
}

/** Playback's routes on the API listener, and the DRM licences the public listener serves. */
function startPlayback(options: ServicesOptions, { db, now, products, throttle, publicUrl, mediaDir }: PlaybackParts): { routes: Route[]; licences: RequestListener } {
  const sessions = createUserSessionStore(db, now);
  const playbackStore = createPlaybackStore(db, now);
  const drmSecret = options.drmSecret ?? devDrmSecret;
  const routes = createPlaybackRoutes({
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
  });
  const licenceListener = createLicenceListener({ store: playbackStore, mediaDir, drmSecret, now });
  return { routes, licences: (request, response) => void licenceListener(request, response) };
}

/** The test media's generation in the background (`main.ts`), or a promise resolved at once when it is off. */
function startMediaGeneration(options: ServicesOptions, mediaDir: string): Promise<void> {
  return options.generateMedia
    ? generateMedia({ mediaDir, tools: findMediaTools(), log: (line) => log({ level: "info", code: "services-media", message: line }) }).then(
        () => undefined,
        (error: unknown) => log({ level: "error", code: "services-media-failed", message: "test media generation failed", error: errorText(error) }),
      )
    : Promise.resolve();
}

function urlHost(bound: string): string {
  return bound.includes(":") ? `[${bound}]` : bound;
}

/**
 * Opens (and on first start seeds) the database, then serves app-grid, content, user, profiles and manage on one
 * port, the images on their own and each payment provider's stand-in on its own (its own origin).
 */
export async function startServices(options: ServicesOptions): Promise<RunningServices> {
  const now = options.now ?? (() => new Date());
  const manageToken = options.manageToken ?? devManageToken;
  // An empty token would lock everyone out (no header carries one); refuse it before opening anything.
  if (manageToken.trim() === "") throw new Error("The management token (MANAGE_TOKEN) must not be empty.");
  const db = openDatabase(options.dataDir);
  const server = createServer();
  // The API listens before the payment providers' stand-ins start (they are told its port), so a request in between
  // (a launcher asking whether the suite is up) is answered "not yet" rather than left hanging.
  let handle: RequestListener = (_request, response) => {
    response.writeHead(503, { "Content-Type": "application/json", "Retry-After": "1", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ error: { status: 503, code: "STARTING", message: "The services are starting." } }));
  };
  server.on("request", (request, response) => handle(request, response));
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
  const appPublicUrl = (options.appPublicUrl ?? process.env.APP_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, "");
  let startup: PrepareResult;
  let port: number;
  let imagesPort: number;
  // The payment providers' stand-ins, each on its own origin (services/paymentProviders.ts); they notify this API.
  let providers: RunningProviders;
  try {
    startup = prepareDatabase(db, { extraScreensDir: options.extraScreensDir, now: now() });
    port = await listen(server, options.port, options.host);
    imagesPort = await listen(imageServer, options.imagesPort ?? 0, options.publicHost ?? options.host);
    providers = await startPaymentProviders(options, { db, now, apiPort: port, appPublicUrl });
  } catch (error) {
    await Promise.all([closeServer(server), closeServer(imageServer)]);
    db.close();
    throw error;
  }
  const publicUrl = (options.publicUrl ?? `http://localhost:${imagesPort}`).replace(/\/$/, "");
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
  const { scheduler, revalidation } = startBackgroundJobs(db, now, options);
  const playback = startPlayback(options, { db, now, products, throttle, publicUrl, mediaDir });
  routes.push(...playback.routes);
  // The subscription and pricing stand-in (docs/subscription-service.md), over the user service's accounts.
  routes.push(
    ...subscriptionRoutesFor(db, {
      sessions: createUserSessionStore(db, now),
      users: createUserStore(db),
      now,
      cardProvider: providers.card.serverApi,
      carrierProvider: providers.carrier.serverApi,
      cashProvider: providers.cash.serverApi,
      inAppProvider: { apple: providers.appStore.serverApi, google: providers.playStore.serverApi },
      partnerProvider: providers.partner.serverApi,
      appPublicUrl,
    }),
  );
  licences = playback.licences;
  const shared = createRequestListener(createRouter(routes));
  const { socialSecret, codeSecret, devOutbox, seedAccounts } = options;
  const user = createUserServices({ db, now, publicUrl, appPublicUrl, socialSecret, codeSecret, devOutbox, seedAccounts });
  const callerSecret = options.callerSecret ?? devServicesCallerSecret;
  handle = (request, response) => {
    // Before any route: the viewer's address is believed only from the app (services/user/clientAddress.ts).
    vouchForClientAddress(request.headers, callerSecret);
    // /user and /userprofile answer in the contract's fault shape (docs/user-service.md), so they have their own listener.
    (isUserServicePath(request.url) ? user.listener : shared)(request, response);
  };
  const mediaReady = startMediaGeneration(options, mediaDir);
  return {
    url: `http://${urlHost(options.host)}:${port}`,
    imagesUrl: `http://${urlHost(options.publicHost ?? options.host)}:${imagesPort}`,
    cardProviderUrl: providers.card.url,
    carrierProviderUrl: providers.carrier.url,
    cashProviderUrl: providers.cash.url,
    partnerProviderUrl: providers.partner.url,
    startup,
    mediaDir,
    mediaReady,
    close: async () => {
      scheduler.stop();
      revalidation?.stop();
      await Promise.all([closeServer(server), closeServer(imageServer), providers.close()]);
      user.stop();
      db.close();
    },
  };
}
