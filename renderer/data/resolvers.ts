/**
 * One typed map from every data-bound block type to its resolver (ARCHITECTURE.md §3), as the registry maps
 * every block type to its component. The keys are those of the view contract's BlockDataMap
 * (components/blockData.ts): a data-bound block added there without a resolver here is a type error.
 *
 * A resolver reads content through the render's ScreenData (merged requests, one pooled product lookup) and the
 * viewer's own data through the ViewerData port; it throws when the block cannot show (its fallback stands in),
 * returns `hideBlock` when the block has nothing to show this viewer, and reports a part that failed while the
 * block still shows (progress, a form's prefill).
 *
 * BlockResolutions starts every data-bound block of the visible tree at once, so the page's requests run in
 * parallel and each block then awaits its own; a block outside the tree (a fallback) starts when it renders.
 */
import type { BlockData, BlockDataMap, DataBoundType } from "@/components/blockData";
import type { ContentItem } from "@/domain/types";
import { errorMessage } from "@/ops/log";
import type { Block, BlockOf } from "@/screens-schema/types";
import { isContainer } from "../containers";
import { report, reportDataFailure } from "../report";
import { hideBlock, type ResolveDeps } from "./resolveDeps";
import { guideChoice } from "./guideResolver";
import { offerChoice } from "./offerResolver";
import { myListItems, myListPage } from "./myListResolver";
import { onboardingChoices } from "./onboardingResolver";
import { searchChoice } from "./searchResolver";
import { orderChoice, ownSubscription, packageChoice, partnerChoice, paymentChoice } from "./subscriptionResolvers";

export { hideBlock, type ResolveDeps } from "./resolveDeps";
export { checkoutOf } from "./subscriptionResolvers";

export interface BlockResolver<K extends DataBoundType> {
  /** Product ids the block names, pooled with the rest of the screen's into one lookup. */
  pooledIds?: (block: BlockOf<K>) => readonly string[];
  resolve(block: BlockOf<K>, deps: ResolveDeps): Promise<BlockDataMap[K] | typeof hideBlock>;
}

export type Resolvers = { [K in DataBoundType]: BlockResolver<K> };

/** Progress is looked up for at most this many titles of one block (a rail's first tiles, a season's episodes). */
const maxProgressIds = 50;

/** The profile's progress on a block's titles; a failure is reported and the block shows none. */
async function progressOf(block: Block, deps: ResolveDeps, ids: readonly string[]): Promise<Pick<BlockDataMap["tile"], "progress">> {
  if (!deps.viewer || ids.length === 0) return {};
  try {
    return { progress: await deps.viewer.progress(ids.slice(0, maxProgressIds)) };
  } catch (error) {
    report({ level: "warn", code: "progress-failed", ...deps.placeOf(block), blockId: block.id, message: errorMessage(error) });
    return {};
  }
}

/** The page is a signed-in viewer's: their tiles get the My List toggle, a title page its button. */
function signedIn(deps: ResolveDeps): boolean {
  return deps.userType !== "anonymous";
}

async function itemsWithProgress(block: Block, deps: ResolveDeps, items: ContentItem[]) {
  return { items, signedIn: signedIn(deps), ...(await progressOf(block, deps, items.map((item) => item.id))) };
}

function productIds(source: BlockOf<"hero" | "rail">["source"]): readonly string[] {
  return source.kind === "product-ids" ? source.ids : [];
}

const resolvers = {
  hero: {
    pooledIds: (block) => productIds(block.source),
    resolve: async (block, { data }) => ({ items: await data.items(block.source) }),
  },
  rail: {
    pooledIds: (block) => productIds(block.source),
    // Continue watching is resolved in the browser for the signed-in profile; My List from the viewer's own data, or in
    // the browser too on a page of the shared cache.
    resolve: async (block, deps) => {
      const { source } = block;
      if (source.kind === "continue-watching") return {};
      const items = source.kind === "my-list" ? await myListItems(source, deps) : await deps.data.items(source);
      return items === undefined ? {} : itemsWithProgress(block, deps, items);
    },
  },
  tile: {
    pooledIds: (block) => [block.contentId],
    resolve: async (block, deps) => itemsWithProgress(block, deps, await deps.data.items({ kind: "tile", contentId: block.contentId })),
  },
  "title-header": {
    resolve: async (block, deps) => {
      const detail = await deps.data.titleDetail(block.source.id);
      const progress = await progressOf(block, deps, [detail.item.id, ...(detail.play ? [detail.play.id] : [])]);
      return { detail, signedIn: signedIn(deps), ...progress };
    },
  },
  "season-picker": {
    resolve: async (block, deps) => {
      const seasons = await deps.data.seasons(block.source.titleId);
      const ids = seasons.seasons.flatMap((season) => [...season.episodes, ...season.clips].map((item) => item.id));
      return { seasons, ...(await progressOf(block, deps, ids)) };
    },
  },
  grid: {
    resolve: async (block, deps) => {
      const { source } = block;
      const page = source.kind === "my-list" ? await myListPage(source, deps) : await deps.data.gridPage(block, source);
      if (page === hideBlock) return hideBlock;
      return { page, signedIn: signedIn(deps), ...(await progressOf(block, deps, page.items.map((item) => item.id))) };
    },
  },
  "watch-history": {
    // A guest is asked to sign in; a failure of the history fails the block.
    resolve: async (block, { viewer, route }) => ({
      history: viewer ? await viewer.history(route.query.page ?? 0, block.pageSize ?? 25) : { kind: "guest" },
    }),
  },
  "device-list": {
    // The account's own devices: a guest (or a cached page) has none to show; a failure fails the block.
    resolve: async (_block, { viewer }) => (viewer ? { devices: await viewer.devices() } : hideBlock),
  },
  "onboarding-picks": { resolve: onboardingChoices },
  "device-pairing": {
    // The viewer's kind decides the step after sign-in (spec 4): a subscriber accepts, anyone else hears of the packages.
    resolve: async (_block, { userType }) => ({ pairing: userType === "anonymous" ? "guest" : userType === "subscribed" ? "subscribed" : "registered" }),
  },
  "profile-list": {
    resolve: async (block, deps) => {
      if (!deps.viewer) return hideBlock;
      try {
        return { profiles: await deps.viewer.profiles() };
      } catch (error) {
        reportDataFailure(deps.placeOf(block), block, error);
        return hideBlock;
      }
    },
  },
  "package-list": { resolve: (_block, deps) => packageChoice(deps) },
  "feature-table": { resolve: (_block, deps) => packageChoice(deps) },
  "order-summary": { resolve: (block, deps) => orderChoice(deps, block) },
  "payment-method-list": { resolve: paymentChoice },
  "subscription-manage": { resolve: ownSubscription },
  "partner-list": { resolve: partnerChoice },
  "offer-list": { resolve: offerChoice },
  "programme-guide": { resolve: (block, deps) => guideChoice(block, deps) },
  "search-results": { resolve: (block, deps) => searchChoice(block, deps) },
  form: {
    // A failed prefill is reported and the form starts empty, since it still works.
    resolve: async (block, deps) => {
      if (block.prefill === undefined || !deps.viewer) return {};
      try {
        return { prefilled: await deps.viewer.prefill(block.prefill, deps.route.profileId) };
      } catch (error) {
        reportDataFailure(deps.placeOf(block), block, error);
        return {};
      }
    },
  },
} satisfies Resolvers;

const resolverMap: Resolvers = resolvers;

/** The resolver of a data-bound block type; indexing with a generic key keeps the block and its data correlated. */
function resolverOf<K extends DataBoundType>(type: K): BlockResolver<K> {
  return resolverMap[type];
}

export function isDataBound(block: Block): block is BlockOf<DataBoundType> {
  return Object.hasOwn(resolverMap, block.type);
}

/** A block's data: its view's props, nothing to show (`hidden`), or the failure its fallback stands in for. */
export type Resolution = { kind: "ok"; data: BlockData | Record<string, never> } | { kind: "hidden" } | { kind: "failed"; error: unknown };

const noData: Promise<Resolution> = Promise.resolve({ kind: "ok", data: {} });

function treeOf(blocks: readonly Block[], into: Block[] = []): Block[] {
  for (const block of blocks) {
    into.push(block);
    if (isContainer(block)) treeOf(block.children, into);
  }
  return into;
}

/** The data of one render's blocks, each started once. */
export class BlockResolutions {
  private readonly started = new Map<Block, Promise<Resolution>>();

  constructor(readonly deps: ResolveDeps) {}

  /** Starts the data of every data-bound block of the visible tree at once, their product ids pooled into one lookup. */
  prefetch(blocks: readonly Block[]): void {
    const tree = treeOf(blocks).filter(isDataBound);
    this.deps.data.pool(tree.flatMap((block) => resolverOf(block.type).pooledIds?.(block) ?? []));
    for (const block of tree) void this.of(block);
  }

  /** A block's data; never rejects. */
  of(block: Block): Promise<Resolution> {
    if (!isDataBound(block)) return noData;
    const known = this.started.get(block);
    if (known) return known;
    const started = resolverOf(block.type)
      .resolve(block, this.deps)
      .then(
        (data): Resolution => (data === hideBlock ? { kind: "hidden" } : { kind: "ok", data }),
        (error: unknown): Resolution => ({ kind: "failed", error }),
      );
    this.started.set(block, started);
    return started;
  }
}
