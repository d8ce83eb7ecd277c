import type { AccountProfile } from "@/domain/account";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { FormBlock } from "@/screens-schema/generated/types";
import type { ModuleContext } from "@/modules/registry";
import type { HistoryPage, RenderContext } from "@/domain/types";
import type { UiContext } from "@/components/ui-context";
import type { ScreenData } from "../data/ScreenData";
import type { PreviewEnv } from "./previewMarks";

export type FormPrefill = NonNullable<FormBlock["prefill"]>;

/** What every block node of one render shares. */
export interface RenderEnv {
  ctx: RenderContext;
  ui: UiContext;
  data: ScreenData;
  /** Block id -> JSON pointer in the published document. */
  pointers: ReadonlyMap<string, string>;
  /**
   * The signed-in viewer's profiles (profile-list blocks): given on live renders only, so personal data never
   * enters the page cache. Absent (cached tree, guests): those blocks render nothing.
   */
  profiles?: () => Promise<AccountProfile[]>;
  /**
   * What the services know for a form's `prefill` (the user's details, the edited profile, the profile
   * settings): live renders of signed-in viewers only, for the same reason. Absent: forms start empty.
   */
  prefill?: (source: FormPrefill) => Promise<FormValues>;
  /**
   * How much of each title the signed-in profile has watched, 0..1 by id (title headers and season pickers):
   * live renders of signed-in viewers only, like `profiles`. Absent: no progress shown.
   */
  progress?: (ids: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /**
   * The page of the profile's watching history the URL asks for, `size` titles: live renders only; absent
   * (guests, the cached tree) a watch-history block asks the viewer to sign in.
   */
  history?: (size: number) => Promise<HistoryPage>;
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
  /**
   * What `module` blocks may know of the page and the request (modules/registry.ts). Absent: no route values, no
   * viewer, no saved positions, and products through `data`.
   */
  moduleContext?: ModuleContext;
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
  };
}
