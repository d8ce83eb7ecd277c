/**
 * A RenderEnv for unit tests of the block renderer: the render's data over a test content source, a guest
 * unless `viewer` is given, no route values, pointers from the document.
 */
import type { RenderContext } from "@/domain/types";
import { BlockResolutions } from "../data/resolvers";
import { guideReader } from "../data/guideSource";
import { noRoute } from "../data/routeValues";
import { ScreenData, type ContentSource } from "../data/ScreenData";
import type { ViewerData } from "../data/viewerData";
import { createUiContext } from "../i18n/uiContext";
import { dataModuleContext, type RenderEnv } from "./RenderEnv";

export function testEnv(ctx: RenderContext, content: ContentSource, pointers: ReadonlyMap<string, string>, viewer?: ViewerData): RenderEnv {
  const data = new ScreenData(content, { locale: ctx.locale, country: ctx.country });
  const resolutions = new BlockResolutions({
    data,
    viewer,
    route: noRoute,
    userType: ctx.userType,
    profileKind: ctx.profileKind,
    plans: () => Promise.reject(new Error("no subscription catalogue in unit renders")),
    paymentMethods: () => Promise.reject(new Error("no payment methods in unit renders")),
    shell: { platform: ctx.platform, webView: ctx.webView },
    partners: () => Promise.reject(new Error("no partners in unit renders")),
    guide: guideReader(undefined, { locale: ctx.locale, country: ctx.country }),
    placeOf: (block) => ({ screenId: ctx.screenId, pointer: pointers.get(block.id) ?? "" }),
  });
  return { ctx, ui: createUiContext(ctx.locale, "http://images.test", ctx.screenId), resolutions, pointers, moduleContext: dataModuleContext(data) };
}
