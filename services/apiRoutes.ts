/**
 * The API listener's routes but the user service's (which answers in its own fault shape, services/user/userRoutes.ts):
 * app-grid, content with the programme guide, manage, playback, subscription and sports, and the background jobs
 * (scheduled changes, the publish signal) that run beside them. services/startServices.ts owns the listeners.
 */
import type { RequestListener } from "node:http";
import type Database from "better-sqlite3";
import { errorText, log } from "@/ops/log";
import { devPlayoutSecret } from "@/domain/playoutSignature";
import { devPreviewSecret } from "@/domain/previewGrant";
import { createAppgridRoutes } from "./appgrid/appgridRoutes";
import { createSessionStore } from "./appgrid/sessionStore";
import { createContentRoutes } from "./content/contentRoutes";
import { createEditorialStore } from "./content/editorialStore";
import { createEpgStore } from "./content/epgStore";
import { createSearchIndex } from "./content/searchIndex";
import { createErrorSinkRoutes } from "./errorSink/errorSinkRoutes";
import { createFavouritesRoutes } from "./personalization/favouritesRoutes";
import { createFavouritesStore } from "./personalization/favouritesStore";
import { createOnboardingRoutes } from "./personalization/onboardingRoutes";
import { createOnboardingStore } from "./personalization/onboardingStore";
import { startGuide } from "./content/guideStartup";
import { createProductStore, type ProductStore } from "./content/productStore";
import { jsonReply } from "./http/reply";
import type { Route } from "./http/router";
import { createManageRoutes } from "./manage/manageRoutes";
import { createDraftStore } from "./manage/draftStore";
import { startScheduler } from "./manage/schedule";
import { startRevalidationSender } from "./manage/revalidationOutbox";
import { revokeDevelopmentCredentials } from "./manage/staffSeed";
import { createStaffStore } from "./manage/staffStore";
import type { RunningProviders } from "./paymentProviders";
import { devDrmSecret } from "./playback/drmToken";
import { createLicenceListener } from "./playback/licenceListener";
import { createPlaybackRoutes } from "./playback/playbackRoutes";
import { createPlaybackStore } from "./playback/playbackStore";
import { createProfileStore } from "./profiles/profileStore";
import type { ServicesOptions } from "./servicesOptions";
import { sportsRoutesFor } from "./sports/sportsService";
import { subscriptionRoutesFor } from "./subscription/subscriptionRoutes";
import { createUserSessionStore } from "./user/sessionStore";
import { createThrottle, playoutLimit, type Throttle } from "./user/throttle";
import { createUserStore } from "./user/userStore";

const indexRoute: Route = {
  method: "GET",
  pattern: "/",
  handler: () => jsonReply({ services: { appgrid: "/appgrid", content: "/content", manage: "/manage/screens", sports: "/sports" } }),
};

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

/**
 * Playback's routes and My List's on the API listener, both reading who asks from the session and its profile, and
 * the DRM licences the public listener serves.
 */
function startPlayback(options: ServicesOptions, { db, now, products, throttle, publicUrl, mediaDir }: PlaybackParts): { routes: Route[]; licences: RequestListener } {
  const viewers = { sessions: createUserSessionStore(db, now), users: createUserStore(db), profiles: createProfileStore(db) };
  const playbackStore = createPlaybackStore(db, now);
  const drmSecret = options.drmSecret ?? devDrmSecret;
  const routes = createPlaybackRoutes({
    ...viewers,
    products,
    guide: createEpgStore(db),
    store: playbackStore,
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
  const favouritesStore = createFavouritesStore(db, now);
  const favourites = createFavouritesRoutes({ ...viewers, products, favourites: favouritesStore });
  const onboarding = createOnboardingRoutes({ ...viewers, products, favourites: favouritesStore, onboarding: createOnboardingStore(db, now) });
  return { routes: [...routes, ...favourites, ...onboarding], licences: (request, response) => void licenceListener(request, response) };
}

export interface ApiDeps {
  db: Database.Database;
  now: () => Date;
  publicUrl: string;
  appPublicUrl: string;
  manageToken: string;
  mediaDir: string;
  providers: RunningProviders;
}

/** The API's routes but the user service's (app-grid, content and the guide, manage, playback, subscription, sports) and their background jobs. */
export function apiRoutes(options: ServicesOptions, { db, now, publicUrl, appPublicUrl, manageToken, mediaDir, providers }: ApiDeps) {
  // The live events are placed from the suite's start, as the sports season is (content/liveEventTiming.ts).
  const products = createProductStore(db, now());
  // Without the development defaults, what a development run on the same data left behind stops working.
  if (!(options.seedAccounts ?? true)) revokeDevelopmentCredentials(db, now());
  const throttle = createThrottle(db, now);
  // Search reads an index made from the catalogue at every start (content/searchIndex.ts).
  const search = createSearchIndex(db, products.genreTitles);
  search.rebuild();
  const staff = createStaffStore(db, now);
  const routes = [
    indexRoute,
    // The error-reporting service's stand-in: the SDK's envelopes in, the events out for staff (errorSink/).
    ...createErrorSinkRoutes({ staff, manageToken, now }),
    ...createAppgridRoutes({ db, sessions: createSessionStore(db), appKey: options.appKey, now }),
    // With the programme guide: the XMLTV of `epgFile` when set, else the seeded one (content/guideStartup.ts).
    ...createContentRoutes({ products, editorial: createEditorialStore(db), search, publicUrl, guide: startGuide(db, now, options.epgFile), now }),
    ...createManageRoutes({
      db,
      staff,
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
  // The sports data stand-in (docs/sports-service.md), its season placed on the calendar by this start.
  routes.push(...sportsRoutesFor(db, now, { showcaseMinuteMs: options.showcaseMinuteMs }));
  return { routes, playback, scheduler, revalidation };
}
