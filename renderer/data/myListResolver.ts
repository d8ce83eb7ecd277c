/**
 * The `my-list` data source (issue 31 §2): the signed-in profile's My List, latest added first, as a grid's page (the
 * URL's `?page=`) or a rail's first titles. The ids come from the viewer's own data (one call per render), the titles
 * through the render's pooled product lookup, where the profile's age limit applies. Without a signed-in viewer (a
 * guest, a page of the shared cache, the studio's frame) a grid is not shown and a rail asks from the browser
 * (components/my-list/MyListRail.tsx).
 */
import { defaultPageSize, firstPage } from "@/domain/sortOptions";
import type { ContentItem, GridPage } from "@/domain/types";
import type { MyListSource } from "@/screens-schema/types";
import { hideBlock, type ResolveDeps } from "./resolveDeps";

/** A page of the list: `total` counts the ids, so a title the viewer may no longer see still takes its place in paging. */
export async function myListPage(source: MyListSource, deps: ResolveDeps): Promise<GridPage | typeof hideBlock> {
  if (!deps.viewer) return hideBlock;
  const ids = await deps.viewer.favouriteIds();
  const size = source.size ?? defaultPageSize;
  const page = deps.route.query.page ?? firstPage;
  const items = await deps.data.itemsByIds(ids.slice(page * size, (page + 1) * size));
  return { items, page, size, total: ids.length, sort: "newest" };
}

/** The first titles of the list, for a rail; undefined without a viewer (the rail then asks from the browser). */
export async function myListItems(source: MyListSource, deps: ResolveDeps): Promise<ContentItem[] | undefined> {
  if (!deps.viewer) return undefined;
  const ids = await deps.viewer.favouriteIds();
  return deps.data.itemsByIds(ids.slice(0, source.size ?? defaultPageSize));
}
