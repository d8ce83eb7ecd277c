/**
 * The renderer's one entry (ARCHITECTURE.md §2): load, validate, resolve and render a screen for one request.
 * `app/` hands it the screen id, the locale, the mode and who the viewer is; it never reaches further into the
 * renderer, as it reaches the adapters through one facade.
 *
 * - `cached` (the page cache, ISR 60 s): the rendered page is kept per segment and revalidated; each render loads
 *   layout and content anew, with the last good copies on failure. A screen that cannot load throws, so the page
 *   cache keeps serving the last good page.
 * - `live`: per request; in preview (a valid preview cookie) the latest version loads past every cache and
 *   problems are marked on the page.
 * - `frame`: the studio's preview frame: the document a grant opened (a draft, or the screen at a moment of the
 *   time machine), rendered for the studio's chosen audience exactly as viewers see it, problems marked.
 *
 * The load is made once per viewer object: the page and its metadata share it when the route hands both the same
 * viewer (app/_pages/screenPage.tsx keeps one input per request with React's `cache`, and adds its route).
 */
import type { Reservation } from "@/domain/subscription/codes";
import type { ReactNode } from "react";
import { preconnect } from "react-dom";
import type { CallContext } from "@/adapters/http/httpClient";
import { ErrorState } from "@/components/error-state/ErrorState";
import { PreviewBanner } from "@/components/preview/PreviewBanner";
import { localizedHref } from "@/components/ui-context";
import { originOf } from "@/domain/origins";
import type { Locale, RenderContext } from "@/domain/types";
import type { RouteLayout } from "@/screens-schema/types";
import { translator, type Translate } from "@/locales/serverI18n";
import { BlockResolutions, checkoutOf } from "./data/resolvers";
import { guideReader, type GuideSource } from "./data/guideSource";
import { partnersReader, paymentMethodsReader, plansReader, type PartnersSource, type PlansSource } from "./data/plans";
import { noRoute, type RouteData } from "./data/routeValues";
import { ScreenData, type ContentSource } from "./data/ScreenData";
import type { ViewerData } from "./data/viewerData";
import { createUiContext, resolveText } from "./i18n/uiContext";
import type { ScreenLoad, ScreenLoader } from "./loadScreen";
import { marksByList, type PreviewEnv } from "./render/previewMarks";
import { dataModuleContext, type RenderEnv } from "./render/RenderEnv";
import { sportsData, type SportsSource } from "@/modules/sports/sportsData";
import { ScreenView } from "./render/ScreenView";
import { visibleScreen } from "./visibleWhen";

export type ScreenMode =
  | { kind: "live"; preview: boolean }
  | { kind: "cached" }
  | { kind: "frame"; opened: { screenId: string; document: unknown } | undefined };

/** Who the request is: the render context (visibility, locale, country), the service call context, and on live renders of a signed-in viewer their own data. */
export interface ScreenViewer {
  ctx: RenderContext;
  call: CallContext;
  data?: ViewerData;
}

/** Where layouts and content come from: the app's shared caches, or the services themselves past them (preview). */
export interface ScreenSources {
  loader: ScreenLoader;
  content: ContentSource;
  /** The subscription catalogue (the package blocks). */
  plans: PlansSource;
  /** The service's partners (the partner-list block); absent where no screen shows them (a render without it fails that block). */
  partners?: PartnersSource;
  /** The programme guide (the programme-guide block), read per render: the content adapter, uncached. */
  guide?: GuideSource;
  /** The sports data (the sports module), read per render: the sports adapter, uncached (scores move). */
  sports?: SportsSource;
  imagesBaseURL: string;
}

export interface RenderScreenInput {
  screenId: string;
  locale: Locale;
  mode: ScreenMode;
  viewer: ScreenViewer;
  sources: ScreenSources;
  /** Content pages: the values the layout's data sources take from the route, and the grid's URL query. */
  route?: RouteData;
  /** The chrome the route's row asks for, over the screen's `layout` (issue 32 §1; ScreenView's pageLayout). */
  chrome?: RouteLayout;
}

export type RenderedScreen = { kind: "not-found" } | { kind: "page"; node: ReactNode };

async function loadFor({ screenId, mode, viewer, sources: { loader } }: RenderScreenInput): Promise<ScreenLoad> {
  switch (mode.kind) {
    case "live":
      return loader.load(screenId, viewer.call, { preview: mode.preview });
    case "cached": {
      const load = await loader.load(screenId, viewer.call, { revalidateNow: true });
      if (load.kind === "invalid" || load.kind === "unavailable") {
        throw new Error(`screen ${screenId} is ${load.kind}; the page cache keeps the last good page`);
      }
      return load;
    }
    case "frame":
      return mode.opened === undefined ? { kind: "not-found" } : loader.fromDocument(mode.opened.screenId, mode.opened.document);
  }
}
const loads = new WeakMap<ScreenViewer, Promise<ScreenLoad>>();

function loadOnce(input: RenderScreenInput): Promise<ScreenLoad> {
  const known = loads.get(input.viewer);
  if (known) return known;
  const started = loadFor(input);
  loads.set(input.viewer, started);
  return started;
}

function isPreview(mode: ScreenMode): boolean {
  return mode.kind === "frame" || (mode.kind === "live" && mode.preview);
}

/** The page's title and description, in the request's language. */
export async function screenMetadata(input: RenderScreenInput): Promise<{ title: string; description: string }> {
  const { locale } = input;
  const load = await loadOnce(input);
  const common = translator(locale, "common");
  if (load.kind !== "ok") return { title: common("app.name"), description: common("app.tagline") };
  const screens = translator(locale, "screens");
  const title = resolveText(load.screen.title, locale, screens);
  const description = load.screen.description ? resolveText(load.screen.description, locale, screens) : common("app.tagline");
  return { title: `${title} | ${common("app.name")}`, description };
}

function previewEnv(load: Extract<ScreenLoad, { kind: "ok" }>, t: Translate): PreviewEnv {
  return {
    marks: marksByList(load.dropped),
    labels: {
      dropped: (type, id) => t("preview.dropped", { type, id }),
      replaced: (type, id) => t("preview.replaced", { type, id }),
      dataFailed: (type, id) => t("preview.dataFailed", { type, id }),
      renderFailed: (type, id) => t("preview.renderFailed", { type, id }),
    },
  };
}

function Unavailable({ locale, load, preview }: { locale: Locale; load: ScreenLoad; preview: boolean }) {
  const t = translator(locale, "common");
  const problems = preview && load.kind === "invalid" ? load.problems : [];
  return (
    <>
      <ErrorState
        code={503}
        title={problems.length > 0 ? t("preview.invalidScreen") : t("503_error_title")}
        description={t("503_error_description")}
        action={{ kind: "retry", label: t("error.retry") }}
      />
      {problems.length > 0 ? (
        <ul data-preview-problems="">
          {problems.map((problem) => (
            <li key={`${problem.pointer}:${problem.code}`}>
              <code>{problem.pointer || "/"}</code> {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** What every block of the render shares: its data, its text, where its blocks stand, what modules may know. */
function renderEnv(input: RenderScreenInput, load: Extract<ScreenLoad, { kind: "ok" }>, data: ScreenData): RenderEnv {
  const { locale, screenId, mode, viewer, route = noRoute } = input;
  const { pointers } = load;
  const own = viewer.data;
  const guide = guideReader(input.sources.guide, viewer.call);
  const resolutions = new BlockResolutions({
    data,
    viewer: own,
    route,
    userType: viewer.ctx.userType,
    profileKind: viewer.ctx.profileKind,
    plans: plansReader(input.sources.plans, viewer.call),
    paymentMethods: paymentMethodsReader(input.sources.plans, viewer.call),
    shell: { platform: viewer.ctx.platform, webView: viewer.ctx.webView },
    partners: partnersReader(input.sources.partners, viewer.call),
    guide,
    placeOf: (block) => ({ screenId: viewer.ctx.screenId, pointer: pointers.get(block.id) ?? "" }),
  });
  return {
    ctx: viewer.ctx,
    ui: createUiContext(locale, input.sources.imagesBaseURL, screenId),
    resolutions,
    pointers,
    moduleContext: {
      ...dataModuleContext(data),
      route: route.values,
      country: viewer.ctx.country,
      platform: viewer.ctx.platform,
      ...(input.sources.sports ? { sports: sportsData(input.sources.sports, viewer.call, route.query.sport ?? {}) } : {}),
      ...(input.sources.guide ? { guide } : {}),
      ...(route.query.programmeId ? { programmeId: route.query.programmeId } : {}),
      ...(own?.profileId ? { viewerId: own.profileId } : {}),
      ...(own
        ? {
            resumeAt: (id: string) => own.resumeAt(id),
            carrierContracts: () => own.carrierContracts(),
            cashReferences: () => own.cashReferences(),
            reservedPrice: (reservation: Reservation, productId: string) => own.reservedPrice(reservation, productId),
            deal: (dealParam: string) => own.deal(dealParam),
            kidProfile: viewer.ctx.profileKind === "kid",
          }
        : {}),
      checkout: () => checkoutOf(resolutions.deps, viewer.ctx),
      ...(route.query.orderId ? { orderId: route.query.orderId } : {}),
      ...(route.query.reservation ? { reservation: route.query.reservation } : {}),
      ...(route.dealParam ? { dealParam: route.dealParam } : {}),
    },
    // Content pages (route values given) are one title or one listing: their blocks come in the first HTML, so the
    // grid's sort form and pages and the season links work without JavaScript. So are pages of the page cache:
    // their HTML is made once per segment and served whole, so streaming would gain no viewer anything, and in
    // place every block shows without JavaScript and nothing is revealed late. Live landing renders (preview,
    // personal screens) stream what is past the first screen (renderer/render/ScreenView.tsx).
    ...(Object.keys(route.values).length > 0 || mode.kind === "cached" ? { inPlace: true } : {}),
    ...(isPreview(mode) ? { preview: previewEnv(load, translator(locale, "common")) } : {}),
  };
}

/** The screen for this request: its page, or not-found for the route to answer 404. */
export async function renderScreen(input: RenderScreenInput): Promise<RenderedScreen> {
  return renderLoaded(input, await loadOnce(input));
}

/** The rest of the pipeline once the layout is loaded; the bench and the fuzz run give it a layout of their own. */
export function renderLoaded(input: RenderScreenInput, load: ScreenLoad): RenderedScreen {
  const { locale, mode } = input;
  if (load.kind === "not-found") return { kind: "not-found" };
  const t = translator(locale, "common");
  // In the studio's frame the page is shown as viewers will see it; the studio says it is a preview.
  const banner =
    mode.kind === "live" && mode.preview ? (
      <PreviewBanner
        title={t("preview.banner")}
        detail={t("preview.detail", { count: load.kind === "ok" ? load.dropped.length : 0 })}
        exitLabel={t("preview.exit")}
        exitHref={`${localizedHref(locale, "/preview")}?exit=1`}
      />
    ) : null;
  if (load.kind !== "ok") {
    return { kind: "page", node: <>{banner}<Unavailable locale={locale} load={load} preview={isPreview(mode)} /></> };
  }
  const screen = visibleScreen(load.screen, input.viewer.ctx);
  const data = new ScreenData(input.sources.content, input.viewer.call, input.route);
  const env = renderEnv(input, load, data);
  env.resolutions.prefetch(screen.blocks);
  // The hero's first image is the page's largest paint and comes from the image service's origin: the
  // connection is opened from the document's head, before the parser reaches the image.
  const imagesOrigin = originOf(input.sources.imagesBaseURL);
  if (imagesOrigin) preconnect(imagesOrigin);
  return { kind: "page", node: <>{banner}<ScreenView screen={screen} env={env} chrome={input.chrome} /></> };
}
