/**
 * What the server resolves for each data-bound block type: the props its view takes beside the block itself
 * (BlockViewProps). The renderer's resolvers (renderer/data/resolvers.ts) and the stories' sampler
 * (components/testing/sampleData.ts) are both maps over these keys, so a data-bound block added here without a
 * resolver, or without sample data for its stories, is a type error in both places.
 */
import type { Block, BlockType } from "@/screens-schema/types";
import type { BlockViewProps } from "./ui-context";

type ViewData = BlockViewProps<Block>;
type Needs<K extends keyof ViewData> = Required<Pick<ViewData, K>>;
type Progress = Pick<ViewData, "progress">;
type SignedIn = Pick<ViewData, "signedIn">;

export interface BlockDataMap {
  hero: Needs<"items">;
  /** A continue-watching rail is resolved in the browser for the signed-in profile: no items from the server. */
  rail: Pick<ViewData, "items"> & Progress & SignedIn;
  tile: Needs<"items"> & Progress & SignedIn;
  "title-header": Needs<"detail"> & Progress & SignedIn;
  "season-picker": Needs<"seasons"> & Progress;
  grid: Needs<"page"> & Progress & SignedIn;
  "watch-history": Needs<"history">;
  "profile-list": Needs<"profiles">;
  "package-list": Needs<"packages">;
  "feature-table": Needs<"packages">;
  "order-summary": Needs<"order">;
  "payment-method-list": Needs<"paymentMethods">;
  "subscription-manage": Needs<"subscription">;
  "partner-list": Needs<"partners">;
  "offer-list": Needs<"offers">;
  "programme-guide": Needs<"guide">;
  "search-results": Needs<"results">;
  "device-list": Needs<"devices">;
  "device-pairing": Needs<"pairing">;
  "onboarding-picks": Needs<"onboarding">;
  /** A form without `prefill`, or a guest's: it starts empty. */
  form: Pick<ViewData, "prefilled">;
}

/** The block types whose view takes data resolved on the server. */
export type DataBoundType = keyof BlockDataMap & BlockType;

/** The resolved data of any data-bound block, as spread into its view's props. */
export type BlockData = BlockDataMap[DataBoundType];

/** Every key of the map is a block type of the schema (a renamed block type fails here). */
export const dataBoundKeysAreBlockTypes: Record<Exclude<keyof BlockDataMap, BlockType>, never> = {};
