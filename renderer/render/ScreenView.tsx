/**
 * A screen's blocks, in order, each in its own boundary; in preview mode, marks where blocks were dropped.
 *
 * The first screen (issue 10): the first `firstScreenBlocks` top-level blocks are always in the document's first
 * HTML, where the browser paints them at once, the hero's first slide included. The blocks after them are
 * `belowFirstScreen`: their rails send links and titles and draw full tiles as they near the viewport. On
 * a page rendered per request (preview, personal screens) they also stream in behind the first screen, each
 * in its own Suspense boundary (BlockNode), so a slow rail down the page never holds up the top; pages of the
 * page cache have them in place too (app/_pages/screenPage.tsx).
 */
import type { RouteLayout, Screen } from "@/screens-schema/types";
import { BlockNode } from "./BlockNode";
import { withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";

/**
 * How many top-level blocks fill a first screen: the hero, a banner and two rails cover a phone's and a
 * desktop's first viewport (measured in Lighthouse's mobile and desktop presets, `npm run bench`).
 */
export const firstScreenBlocks = 4;

/**
 * The page's chrome (components/theme/global.css reads `data-screen-layout` off the page): the route's, when its row
 * asks for one, else the screen's own.
 */
export function pageLayout(screen: Screen, chrome: RouteLayout | undefined): RouteLayout {
  return chrome !== undefined && chrome !== "default" ? chrome : (screen.layout ?? "default");
}

export function ScreenView({ screen, env, chrome }: { screen: Screen; env: RenderEnv; chrome?: RouteLayout | undefined }) {
  const first: RenderEnv = { ...env, inPlace: true };
  const later: RenderEnv = { ...env, belowFirstScreen: true };
  const firstScreen = new Set(screen.blocks.slice(0, firstScreenBlocks));
  return (
    <div data-screen={screen.id} data-screen-layout={pageLayout(screen, chrome)} data-screen-width={screen.width ?? "full"}>
      {withPreviewMarks(screen.blocks, "/blocks", env, (block) => (
        <BlockNode key={block.id} block={block} env={firstScreen.has(block) ? first : later} />
      ))}
    </div>
  );
}
