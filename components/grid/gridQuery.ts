/**
 * The grid's state lives in the URL (`?sort=&page=`, issue 9), so it works without JavaScript and a shared
 * link shows the same page. Pages are numbered from 0 in the URL and the service (spec 9) and from 1 for people.
 */
import { isSortOption, type SortOption } from "@/domain/sortOptions";

export interface GridQuery {
  sort?: SortOption;
  page?: number;
}

/** The largest page number a URL may ask for; beyond it the page is empty anyway. */
const maxPage = 10_000;

/** Reads `sort` and `page`; a value that is not one of ours is ignored (the layout's default applies). */
export function readGridQuery(params: { get(name: string): string | null }): GridQuery {
  const query: GridQuery = {};
  const sort = params.get("sort");
  if (isSortOption(sort)) query.sort = sort;
  const page = params.get("page");
  if (page !== null && /^\d{1,5}$/.test(page) && Number(page) <= maxPage) query.page = Number(page);
  return query;
}

/**
 * The link of one page of the grid, keeping the sort: a query-only reference ("?sort=z-a&page=2"), which the
 * browser resolves against the page's own path. Page 0 with the default sort is "?", the bare path.
 */
export function gridHref(sort: SortOption, page: number, defaultSort: SortOption): string {
  const search = new URLSearchParams();
  if (sort !== defaultSort) search.set("sort", sort);
  if (page > 0) search.set("page", String(page));
  const query = search.toString();
  return query ? `?${query}` : "?";
}

/** The pages a pager links: the first, the last, and two either side of the current one; gaps as null. */
export function pagerPages(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 0; page < count; page += 1) {
    const near = Math.abs(page - current) <= 2;
    if (page === 0 || page === count - 1 || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
