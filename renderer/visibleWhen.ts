/**
 * `visibleWhen` resolution: a block shows only when every condition it names holds for this request.
 * A list condition matches when the request's value is one of its values; an absent condition always holds.
 */
import type { RenderContext } from "@/domain/types";
import type { Block, Screen, VisibleWhen } from "@/screens-schema/types";
import { isContainer } from "./containers";

export type VisibilityContext = Pick<RenderContext, "userType" | "profileKind" | "platform" | "country" | "locale" | "webView">;

function listHolds<T>(allowed: readonly T[] | undefined, value: T): boolean {
  return allowed === undefined || allowed.includes(value);
}

export function isVisible(condition: VisibleWhen | undefined, ctx: VisibilityContext): boolean {
  if (!condition) return true;
  return (
    listHolds(condition.userType, ctx.userType) &&
    listHolds(condition.profileKind, ctx.profileKind) &&
    listHolds(condition.platform, ctx.platform) &&
    listHolds(condition.country, ctx.country.toUpperCase()) &&
    listHolds(condition.locale, ctx.locale) &&
    (condition.webView === undefined || condition.webView === ctx.webView)
  );
}

/**
 * The block as this request sees it, or null when it is hidden. Hidden children are removed from their
 * container (stack, form), a container left with no children is hidden too, and a hidden fallback becomes "drop".
 */
export function visibleBlock(block: Block, ctx: VisibilityContext): Block | null {
  if (!isVisible(block.visibleWhen, ctx)) return null;
  let result: Block = block;
  if (result.fallback && result.fallback !== "drop") {
    const fallback = visibleBlock(result.fallback, ctx);
    result = { ...result, fallback: fallback ?? "drop" };
  }
  if (isContainer(result)) {
    const children = visibleBlocks(result.children, ctx);
    if (children.length === 0) return null;
    result = { ...result, children };
  }
  return result;
}

export function visibleBlocks(blocks: readonly Block[], ctx: VisibilityContext): Block[] {
  return blocks.flatMap((block) => {
    const visible = visibleBlock(block, ctx);
    return visible ? [visible] : [];
  });
}

export function visibleScreen(screen: Screen, ctx: VisibilityContext): Screen {
  return { ...screen, blocks: visibleBlocks(screen.blocks, ctx) };
}
