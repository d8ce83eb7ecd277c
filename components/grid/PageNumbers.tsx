/**
 * The numbered page links of a paged list (the grid, the watching history): the first and last pages and two
 * either side of the current one, gaps as an ellipsis. Links are query-only (`?page=`), keeping the sort.
 */
import type { SortOption } from "@/domain/sortOptions";
import type { UiContext } from "../ui-context";
import { gridHref, pagerPages } from "./gridQuery";

export interface PageNumbersProps {
  page: number;
  pageCount: number;
  sort: SortOption;
  defaultSort: SortOption;
  ui: Pick<UiContext, "t">;
}

export function PageNumbers({ page, pageCount, sort, defaultSort, ui }: PageNumbersProps) {
  return (
    <>
      {pagerPages(page, pageCount).map((number, index) =>
        number === null ? (
          <li key={`gap-${index}`} aria-hidden="true">
            <span aria-disabled="true">…</span>
          </li>
        ) : (
          <li key={number}>
            <a href={gridHref(sort, number, defaultSort)} aria-current={number === page ? "page" : undefined} aria-label={ui.t("grid.goToPage", { page: number + 1 })}>
              {number + 1}
            </a>
          </li>
        ),
      )}
    </>
  );
}
