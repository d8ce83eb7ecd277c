/**
 * The header menu from the app-grid `menus` metadata (spec 3 "Menu item", spec 6): items are shown by
 * `allowSubscribed` / `allowAnonymous` for those user types (other types see them), kid profiles get the
 * kids menu. A failed menu fetch gives no menu (spec 8).
 */
import { z } from "zod";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { menuItem, type MenuItem } from "@/adapters/appgrid/wire";
import { pageReloadIntervalMs } from "@/domain/pageReload";
import type { RenderContext } from "@/domain/types";

export type { MenuItem };

const menusValue = z.array(z.unknown());

export interface MenuSource {
  metadata(keys: readonly string[], ctx: CallContext): Promise<Record<string, unknown>>;
}

/** Items that fail their shape are left out one by one, so one bad CMS item never hides the whole menu. */
export function parseMenu(value: unknown): MenuItem[] {
  const list = menusValue.safeParse(value);
  if (!list.success) return [];
  return list.data.flatMap((raw) => {
    const item = menuItem.safeParse(raw);
    return item.success ? [item.data] : [];
  });
}

export function menuFor(items: readonly MenuItem[], ctx: Pick<RenderContext, "userType" | "profileKind">): MenuItem[] {
  return items.filter((item) => {
    if (item.kids !== (ctx.profileKind === "kid")) return false;
    if (ctx.userType === "anonymous") return item.allowAnonymous;
    if (ctx.userType === "subscribed") return item.allowSubscribed;
    return true;
  });
}

const cache = new SwrCache<MenuItem[]>({ freshMs: pageReloadIntervalMs, layer: "menu" });

export async function loadMenu(source: MenuSource, ctx: CallContext): Promise<MenuItem[]> {
  try {
    return await cache.get("menus", async () => parseMenu((await source.metadata(["menus"], ctx)).menus));
  } catch {
    return [];
  }
}
