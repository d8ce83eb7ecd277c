import type { ModuleContext } from "@/modules/registry";
import type { RenderContext } from "@/domain/types";
import type { UiContext } from "@/components/ui-context";
import type { BlockResolutions } from "../data/resolvers";
import type { ScreenData } from "../data/ScreenData";
import type { PreviewEnv } from "./previewMarks";

/** What every block node of one render shares. */
export interface RenderEnv {
  ctx: RenderContext;
  ui: UiContext;
  /** The data of the render's blocks (renderer/data/resolvers.ts). */
  resolutions: BlockResolutions;
  /** Block id -> JSON pointer in the published document. */
  pointers: ReadonlyMap<string, string>;
  /**
   * Blocks render in place in the first HTML instead of streaming in after it: content pages (issue 9, their
   * sort forms, pages and season links then work without JavaScript), pages of the page cache, and every
   * page's first screen (ScreenView). Landing pages rendered per request stream the rest (the default).
   */
  inPlace?: boolean;
  /**
   * The block is past the page's first screen (ScreenView): a rail then sends its tiles as links with titles
   * and draws them in full as it nears the viewport (components/rail/DeferredRailTiles).
   */
  belowFirstScreen?: boolean;
  /** What `module` blocks may know of the page and the request (modules/registry.ts). */
  moduleContext: ModuleContext;
  /** Present in preview mode only: marks for dropped and replaced blocks. */
  preview?: PreviewEnv;
}

/** What a module may know when the page gives no more: products and seasons through the render's data, no route values, no viewer. */
export function dataModuleContext(data: ScreenData): ModuleContext {
  return {
    route: {},
    product: (id) => data.item(id),
    seasons: (titleId) => data.seasonList(titleId),
    resumeAt: async () => 0,
    checkout: () => Promise.reject(new Error("this page has no checkout")),
  };
}
