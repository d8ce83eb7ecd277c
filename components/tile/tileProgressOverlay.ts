/**
 * Progress bars on the tiles of cached pages (issue 9). A landing page is cached per viewer segment, so its
 * server render cannot carry one profile's progress; once the page is in, the browser asks for the progress
 * of the tiles it shows (the signed-in profile's from the server, a guest's from this browser's storage) and
 * adds the same bar the server draws on live renders. Loaded on demand (SessionChecks), never with the page.
 */
import * as check from "@/domain/check";
import { chunk } from "@/domain/chunk";
import { ignoredRatio } from "@/domain/watchProgress";
import type { Locale } from "@/domain/types";
import { requestJson } from "../api/appApi";
import { textTranslator, type Texts } from "../i18n/texts";
import { progressRatio, readProgressEntries, storedProgress } from "../rail/continueWatching";

/** The progress API answers at most 50 ids a call; a page asks for its first 200 tiles. */
const idsPerCall = 50;
const maxIds = 200;

/** The content ids of the tiles under `root` that have no progress bar yet, in page order, once each. */
export function tilesWithoutProgress(root: ParentNode): string[] {
  const ids = new Set<string>();
  for (const tile of root.querySelectorAll<HTMLElement>("a.tile[data-content-id]")) {
    const id = tile.dataset.contentId;
    if (id && !tile.querySelector(".tile__progress")) ids.add(id);
  }
  return [...ids].slice(0, maxIds);
}

/** Adds a bar to every tile of an id in `ratios` (0..1) that has none; returns how many it drew. */
export function paintProgress(root: ParentNode, ratios: ReadonlyMap<string, number>, label: (percent: number) => string): number {
  let painted = 0;
  for (const tile of root.querySelectorAll<HTMLElement>("a.tile[data-content-id]")) {
    const ratio = ratios.get(tile.dataset.contentId ?? "");
    const media = tile.querySelector(".tile__media");
    if (ratio === undefined || ratio <= ignoredRatio || !media || tile.querySelector(".tile__progress")) continue;
    const percent = Math.round(Math.min(1, ratio) * 100);
    const bar = document.createElement("progress");
    bar.className = "tile__progress";
    bar.max = 100;
    bar.value = percent;
    bar.setAttribute("aria-label", label(percent));
    bar.textContent = label(percent);
    media.append(bar);
    painted += 1;
  }
  return painted;
}

const progressReply = check.object({
  items: check.array(
    check.object({
      contentId: check.string,
      timeWatched: check.refine(check.number, (seconds) => seconds >= 0, "a number of at least 0"),
      duration: check.refine(check.number, (seconds) => seconds > 0, "a positive number"),
    }),
  ),
});

/** The signed-in profile's saved positions for `ids`, as shares of each title. */
async function serverRatios(ids: readonly string[], signal: AbortSignal): Promise<Map<string, number>> {
  const ratios = new Map<string, number>();
  for (const part of chunk(ids, idsPerCall)) {
    const reply = await requestJson(`/api/playback/progress?ids=${part.map(encodeURIComponent).join(",")}`, { signal });
    if (!reply.ok) throw new Error(`tile progress: HTTP ${reply.status}`);
    const body = progressReply.parse(reply.body);
    if (!body.ok) throw new Error(`tile progress: ${body.error}`);
    for (const item of body.value.items) ratios.set(item.contentId, item.timeWatched / item.duration);
  }
  return ratios;
}

function storedRatios(): Map<string, number> {
  return new Map(readProgressEntries(storedProgress()).map((entry) => [entry.id, progressRatio(entry)]));
}

/**
 * Draws the viewer's progress on this page's tiles, labelled with `texts` (serverTexts.ts progressTextKeys).
 * `signedIn` only picks where progress is kept.
 */
export async function paintPageProgress(locale: Locale, texts: Texts, signedIn: boolean, signal: AbortSignal): Promise<number> {
  const ids = tilesWithoutProgress(document);
  if (ids.length === 0) return 0;
  const ratios = signedIn ? await serverRatios(ids, signal) : storedRatios();
  if (ratios.size === 0 || signal.aborted) return 0;
  const t = textTranslator(locale, texts);
  return paintProgress(document, ratios, (percent) => t("continueWatching.progress", { percent }));
}
