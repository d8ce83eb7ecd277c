import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import { devServicesCallerSecret } from "@/domain/servicesCaller";
import { errorText, log } from "@/ops/log";
import { openDatabase } from "./db/openDatabase";
import { createRequestListener } from "./http/createRequestListener";
import { signProtectedReplies } from "./http/signReplies";
import { devResponseSigningKey } from "@/domain/responseSignature";
import { createRouter } from "./http/router";
import { createImageRoutes } from "./images/imageRoutes";
import { devManageToken } from "./manage/manageAuth";
import { vouchForClientAddress } from "./user/clientAddress";
import { prepareDatabase, type PrepareResult } from "./seed/seedDatabase";
import { seedSports } from "./sports/sportsService";
import type { RunningServices, ServicesOptions } from "./servicesOptions";
import { createUserServices, isUserServicePath } from "./user/userRoutes";
import { createBotCheckProvider } from "./botCheck/botCheckProvider";
import { botCheckRoutes } from "./botCheck/botCheckRoutes";
import { isTvPath } from "./user/tvRoutes";
import { generateMedia } from "./media/generateMedia";
import { createMediaListener, isMediaPath } from "./media/mediaListener";
import { findMediaTools } from "./media/mediaTools";
import { isLicencePath } from "./playback/licenceListener";
import { startPaymentProviders, type RunningProviders } from "./paymentProviders";
import { apiRoutes } from "./apiRoutes";

export type { RunningServices, ServicesOptions } from "./servicesOptions";

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
  // The public listener: images, the test media, the DRM licences (issue 8: exposing them never exposes the APIs) and
  // the simulated TV (services/user/tvRoutes.ts).
  const mediaDir = options.mediaDir ?? path.join(options.dataDir, "media");
  const media = createMediaListener(mediaDir);
  const images = createRequestListener(createRouter(createImageRoutes()));
  let licences: RequestListener | undefined;
  let tv: RequestListener | undefined;
  const imageServer = createServer((request, response) => {
    if (isMediaPath(request.url)) media(request, response);
    else if (licences && isLicencePath(request.url)) licences(request, response);
    else if (tv && isTvPath(request.url)) tv(request, response);
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
    seedSports(db); // the sports stand-in's season (services/seed/sports), written once
    port = await listen(server, options.port, options.host);
    imagesPort = await listen(imageServer, options.imagesPort ?? 0, options.publicHost ?? options.host);
    providers = await startPaymentProviders(options, { db, now, apiPort: port, appPublicUrl });
  } catch (error) {
    await Promise.all([closeServer(server), closeServer(imageServer)]);
    db.close();
    throw error;
  }
  const publicUrl = (options.publicUrl ?? `http://localhost:${imagesPort}`).replace(/\/$/, "");
  const { routes, playback, scheduler, revalidation } = apiRoutes(options, { db, now, publicUrl, appPublicUrl, manageToken, mediaDir, providers });
  licences = playback.licences;
  // The bot-check provider's stand-in: its challenges on the API listener, its verdicts to the user service.
  const botCheck = createBotCheckProvider({ now, ...(options.botCheckMaxNumber === undefined ? {} : { maxNumber: options.botCheckMaxNumber }) });
  // The replies the app reads rights from are signed with the key it shares (domain/responseSignature.ts).
  const finish = signProtectedReplies(options.responseSigningKey ?? devResponseSigningKey);
  const shared = createRequestListener(createRouter([...routes, ...botCheckRoutes(botCheck)]), finish);
  const { socialSecret, codeSecret, devOutbox, seedAccounts } = options;
  const user = createUserServices({ db, now, publicUrl, appPublicUrl, socialSecret, codeSecret, devOutbox, seedAccounts, botCheck, finish });
  tv = user.tv;
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
