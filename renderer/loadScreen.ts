/**
 * Loads a screen for rendering: the layout from the app-grid adapter, validated and sanitised with the
 * shared validator, kept in a layout cache. A copy is fresh for the spec's page reload interval (60 s), then
 * served stale while one refresh runs; when the service fails or returns something invalid, the last good
 * copy keeps being served. Only good copies are cached. The cached copy is the same for every viewer;
 * `visibleWhen` is applied per request afterwards, so one segment's screen never reaches another.
 */
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { homeScreenConfig } from "@/adapters/appgrid/wire";
import { pageReloadIntervalMs } from "@/domain/pageReload";
import type { Screen } from "@/screens-schema/types";
import { sanitizeScreen, type DroppedBlock, type Problem } from "@/screens-schema/validator";
import { blockPointers } from "./blockPointers";
import { report } from "./report";

export interface ScreenSource {
  screenDocument(screenId: string, ctx: CallContext, options?: { preview?: boolean }): Promise<unknown>;
  metadata(keys: readonly string[], ctx: CallContext): Promise<Record<string, unknown>>;
}

export interface GoodScreen {
  screen: Screen;
  /** Block id -> JSON pointer in the published document. */
  pointers: Map<string, string>;
  /** Blocks left out or replaced by their fallback, with why: preview mode marks them on the page. */
  dropped: DroppedBlock[];
}

export interface LoadOptions {
  /** The latest version straight from the service, past the layout cache (preview mode). */
  preview?: boolean;
  /**
   * Load anew now, falling back to the last good copy on failure: for renders the page cache schedules
   * itself, where serving a stale layout would age the page twice.
   */
  revalidateNow?: boolean;
}

export type ScreenLoad =
  | ({ kind: "ok" } & GoodScreen)
  | { kind: "not-found" }
  | { kind: "invalid"; problems: Problem[] }
  | { kind: "unavailable"; message: string };

class ScreenNotFound extends Error {}
class ScreenInvalid extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((problem) => `${problem.pointer || "/"} ${problem.message}`).join("; "));
  }
}

export class ScreenLoader {
  private readonly cache: SwrCache<GoodScreen>;
  private readonly metadata: SwrCache<Record<string, unknown>>;

  constructor(
    private readonly source: ScreenSource,
    options: { freshMs?: number; now?: () => number } = {},
  ) {
    this.cache = new SwrCache<GoodScreen>({
      freshMs: options.freshMs ?? pageReloadIntervalMs,
      layer: "layout",
      now: options.now,
      onRefreshError: (screenId, error) => {
        if (error instanceof ScreenNotFound) this.cache.delete(screenId);
        report({ level: "warn", code: "screen-stale", screenId, message: `serving the last good copy: ${String(error)}` });
      },
    });
    this.metadata = new SwrCache({ freshMs: options.freshMs ?? pageReloadIntervalMs, now: options.now });
  }

  /** Spec 7: the home screen's entry comes from the "home content config" metadata, by user country. */
  private async aliasOf(screenId: string, ctx: CallContext): Promise<string> {
    if (screenId !== "home") return screenId;
    const metadata = await this.metadata.get("homeScreen", () => this.source.metadata(["homeScreen"], ctx));
    const parsed = homeScreenConfig.safeParse(metadata.homeScreen);
    if (!parsed.success) return screenId;
    return parsed.data[ctx.country] ?? parsed.data.default ?? screenId;
  }

  private async fetchGood(screenId: string, ctx: CallContext, options: LoadOptions = {}): Promise<GoodScreen> {
    const doc = await this.source.screenDocument(screenId, ctx, options);
    if (doc === null) throw new ScreenNotFound(screenId);
    return this.goodOf(screenId, doc);
  }

  private goodOf(screenId: string, doc: unknown): GoodScreen {
    const result = sanitizeScreen(doc);
    if (!result.ok) throw new ScreenInvalid(result.problems);
    const pointers = blockPointers(doc);
    for (const dropped of result.dropped) {
      report({
        level: "error",
        code: dropped.replacedByFallback ? "block-invalid" : "block-dropped",
        screenId,
        pointer: dropped.pointer,
        problem: dropped.code,
        blockType: dropped.blockType,
        blockId: dropped.blockId,
        message: dropped.message,
      });
    }
    return { screen: result.screen, pointers, dropped: result.dropped };
  }

  /** A publish signal for this screen: the next load fetches it anew (the last good copy stays for a failure). */
  expire(screenId: string): void {
    this.cache.expire(screenId);
  }

  /** A document given whole (the studio's preview of a draft): validated and sanitised the same way, never cached. */
  fromDocument(screenId: string, doc: unknown): ScreenLoad {
    try {
      return { kind: "ok", ...this.goodOf(screenId, doc) };
    } catch (error) {
      if (error instanceof ScreenInvalid) return { kind: "invalid", problems: error.problems };
      throw error;
    }
  }

  async load(screenId: string, ctx: CallContext, options: LoadOptions = {}): Promise<ScreenLoad> {
    try {
      const alias = await this.aliasOf(screenId, ctx);
      const load = () => this.fetchGood(alias, ctx);
      const good = options.preview
        ? await this.fetchGood(alias, ctx, options)
        : options.revalidateNow
          ? await this.cache.refresh(alias, load)
          : await this.cache.get(alias, load);
      return { kind: "ok", ...good };
    } catch (error) {
      if (error instanceof ScreenNotFound) return { kind: "not-found" };
      if (error instanceof ScreenInvalid) {
        report({ level: "error", code: "screen-invalid", screenId, message: error.message });
        return { kind: "invalid", problems: error.problems };
      }
      report({ level: "error", code: "screen-unavailable", screenId, message: String(error) });
      return { kind: "unavailable", message: String(error) };
    }
  }
}
