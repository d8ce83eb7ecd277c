/**
 * What the home and landing routes share: load the screen for this request, render it, or show the 404
 * page or the safe error state. Routes stay thin and only say which screen.
 * - Cached tree (a `segment` given): the page cache (ISR, 60 s) keeps the rendered page per segment and
 *   revalidates it; each render loads layout and content anew, with the last good copies on failure. A
 *   screen that cannot load then throws, so the page cache keeps serving the last good page.
 * - Live tree (no segment): per request from cookies; a valid preview cookie loads the latest version past
 *   every cache and marks problems on the page.
 */
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { preconnect } from "react-dom";
import { getServices, previewDocument, type CallContext } from "@/app/_server/services";
import type { AccountProfile } from "@/domain/account";
import { ErrorState } from "@/components/error-state/ErrorState";
import { PreviewBanner } from "@/components/preview/PreviewBanner";
import { localizedHref } from "@/components/ui-context";
import type { HistoryPage, Locale } from "@/domain/types";
import { ScreenData } from "@/renderer/data/ScreenData";
import type { RouteData } from "@/renderer/data/routeValues";
import { createUiContext, resolveText } from "@/renderer/i18n/uiContext";
import { translator, type Translate } from "@/locales/serverI18n";
import type { ScreenLoad } from "@/renderer/loadScreen";
import { hasPreview, previewCookieName } from "@/request/preview";
import { decodeSegment } from "@/request/segment";
import { marksByList, type PreviewEnv } from "@/renderer/render/previewMarks";
import { dataModuleContext, type RenderEnv } from "@/renderer/render/RenderEnv";
import { ScreenView } from "@/renderer/render/ScreenView";
import { visibleScreen } from "@/renderer/visibleWhen";
import { formPrefill } from "./formPrefill";
import { originOf } from "./securityHeaders";
import { requestContext, segmentContext } from "./requestContext";
import { sharedCaches } from "./sharedCaches";
import type { PreviewFrame } from "./previewFrame";
import { errorText, log } from "@/ops/log";

async function liveRequest(locale: Locale, screenId: string) {
  const [request, cookieStore] = await Promise.all([requestContext(locale, screenId), cookies()]);
  const preview = hasPreview(cookieStore.get(previewCookieName)?.value);
  const load = await sharedCaches().loader.load(screenId, request.call, { preview });
  const { token } = request;
  const viewer = token === undefined ? undefined : { token, profileId: request.viewer.profile?.id };
  const profiles = token === undefined ? undefined : profilesOnce(request.call, token);
  return { request, load, preview, content: preview ? getServices().content : sharedCaches().content, profiles, viewer };
}

/** Where the signed-in profile stopped in a title (0 when it has not started it, or finished it). */
async function resumePosition(call: CallContext, token: string | undefined, id: string): Promise<number> {
  if (token === undefined) return 0;
  try {
    const [saved] = await getServices().playback.progress([id], call, token);
    return saved && !saved.finished ? saved.timeWatched : 0;
  } catch (error) {
    log({ level: "warn", code: "resume-position-failed", error: errorText(error) });
    return 0;
  }
}

/** How much of each title the profile has watched (0..1; finished is 1). */
async function watchedRatios(call: CallContext, token: string, ids: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const items = await getServices().playback.progress(ids, call, token);
  return new Map(items.map((item) => [item.contentId, item.finished ? 1 : Math.min(1, item.percent / 100)]));
}

/** A page of the profile's watching history. */
async function historyPage(call: CallContext, token: string, page: number, size: number): Promise<HistoryPage> {
  const reply = await getServices().playback.history({ page, size }, call, token);
  return {
    kind: "profile",
    page: reply.page,
    size: reply.size,
    total: reply.total,
    entries: reply.items.map(({ item, progress }) => ({
      item,
      ratio: progress.finished ? 1 : Math.min(1, progress.percent / 100),
      finished: progress.finished,
      watchedAt: progress.updatedAt,
    })),
  };
}

/** The viewer's profiles for profile-list blocks: one profiles/me call per render, started on first use. */
function profilesOnce(call: CallContext, token: string): () => Promise<AccountProfile[]> {
  let pending: Promise<AccountProfile[]> | undefined;
  return () => (pending ??= getServices().profiles.myProfiles(call, { token }));
}

async function cachedRequest(locale: Locale, screenId: string, segmentKey: string) {
  const segment = decodeSegment(segmentKey);
  if (!segment) notFound();
  const request = segmentContext(locale, screenId, segment);
  const load = await sharedCaches().loader.load(screenId, request.call, { revalidateNow: true });
  if (load.kind === "invalid" || load.kind === "unavailable") {
    throw new Error(`screen ${screenId} is ${load.kind}; the page cache keeps the last good page`);
  }
  return { request, load, preview: false, content: sharedCaches().contentNow, profiles: undefined, viewer: undefined };
}

/**
 * The studio's preview frame: the document a grant opens (a draft, or the screen at a moment of the time machine),
 * rendered for the audience the studio chose, exactly as the viewer app renders it, with problems marked.
 */
async function frameRequest(locale: Locale, screenId: string, frame: PreviewFrame) {
  const request = segmentContext(locale, screenId, frame.segment);
  const opened = await previewDocument(frame.grant, frame.at);
  const load: ScreenLoad = opened === undefined ? { kind: "not-found" } : sharedCaches().loader.fromDocument(opened.screenId, opened.document);
  return { request, load, preview: true, content: getServices().content, profiles: undefined, viewer: undefined };
}

const loadForRequest = cache((locale: Locale, screenId: string, segmentKey: string | undefined, frame?: PreviewFrame) =>
  frame !== undefined ? frameRequest(locale, screenId, frame) : segmentKey === undefined ? liveRequest(locale, screenId) : cachedRequest(locale, screenId, segmentKey),
);

export async function screenMetadata(locale: Locale, screenId: string, segmentKey?: string, frame?: PreviewFrame): Promise<Metadata> {
  const { load } = await loadForRequest(locale, screenId, segmentKey, frame);
  const common = translator(locale, "common");
  if (load.kind !== "ok") return { title: common("app.name") };
  const title = resolveText(load.screen.title, locale, translator(locale, "screens"));
  const description = load.screen.description
    ? resolveText(load.screen.description, locale, translator(locale, "screens"))
    : common("app.tagline");
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

interface ScreenPageProps {
  locale: Locale;
  screenId: string;
  /** Cached tree: the viewer segment this page is rendered for. */
  segmentKey?: string;
  /** /hub/profile-update/{id}: the profile a `prefill: "profile"` form edits. */
  editedProfileId?: string;
  /** Content pages: the values the layout's data sources take from the route, and the grid's URL query. */
  route?: RouteData;
  /** The studio's preview frame (app/_shell/previewFrame.ts): one object per request, so the React cache holds. */
  frame?: PreviewFrame;
}

export async function ScreenPage({ locale, screenId, segmentKey, editedProfileId, route, frame }: ScreenPageProps) {
  const { request, load, preview, content, profiles, viewer } = await loadForRequest(locale, screenId, segmentKey, frame);
  if (load.kind === "not-found") notFound();
  const t = translator(locale, "common");
  // In the studio's frame the page is shown as viewers will see it; the studio says it is a preview.
  const banner = preview && frame === undefined ? (
    <PreviewBanner
      title={t("preview.banner")}
      detail={t("preview.detail", { count: load.kind === "ok" ? load.dropped.length : 0 })}
      exitLabel={t("preview.exit")}
      exitHref={`${localizedHref(locale, "/preview")}?exit=1`}
    />
  ) : null;
  if (load.kind !== "ok") {
    return (
      <>
        {banner}
        <Unavailable locale={locale} load={load} preview={preview} />
      </>
    );
  }
  const services = getServices();
  const screen = visibleScreen(load.screen, request.ctx);
  const data = new ScreenData(content, request.call, route);
  data.prefetch(screen.blocks);

  const ui = createUiContext(locale, services.config.imagesBaseURL, screenId);
  // The hero's first image is the page's largest paint and comes from the image service's origin: the
  // connection is opened from the document's head, before the parser reaches the image.
  const imagesOrigin = originOf(services.config.imagesBaseURL);
  if (imagesOrigin) preconnect(imagesOrigin);
  const env: RenderEnv = {
    ctx: request.ctx,
    ui,
    data,
    pointers: load.pointers,
    moduleContext: {
      ...dataModuleContext(data),
      route: route?.values ?? {},
      ...(viewer?.profileId ? { viewerId: viewer.profileId } : {}),
      resumeAt: (id) => resumePosition(request.call, viewer?.token, id),
    },
    // Content pages (a route given) are one title or one listing: their blocks come in the first HTML, so the
    // grid's sort form and pages and the season links work without JavaScript. So are pages of the page cache:
    // their HTML is made once per segment and served whole, so streaming would gain no viewer anything, and in
    // place every block shows without JavaScript and nothing is revealed late. Live landing renders (preview,
    // personal screens) stream what is past the first screen (renderer/render/ScreenView.tsx).
    ...((route && Object.keys(route.values).length > 0) || segmentKey !== undefined ? { inPlace: true } : {}),
    ...(preview ? { preview: previewEnv(load, t) } : {}),
    ...(profiles ? { profiles } : {}),
    ...(viewer ? { progress: (ids: readonly string[]) => watchedRatios(request.call, viewer.token, ids) } : {}),
    ...(viewer ? { history: (size: number) => historyPage(request.call, viewer.token, route?.query.page ?? 0, size) } : {}),
    ...(viewer && profiles ? { prefill: formPrefill(request.call, viewer, profiles, editedProfileId) } : {}),
  };
  return (
    <>
      {banner}
      <ScreenView screen={screen} env={env} />
    </>
  );
}
