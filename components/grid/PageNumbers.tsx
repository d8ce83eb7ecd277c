/**
 * The page links of a paged list (the grid, the watching history, the search results): previous and next, the
 * first and last pages and two either side of the current one, gaps as an ellipsis. Links are query-only
 * (`?page=`), and `hrefOf` keeps what else the list's URL holds (its sort, a search's text and filters).
 */
import type { UiContext } from "../ui-context";
import { pagerPages } from "./gridQuery";
import { Pager } from "./GridView.styles";

export interface PageLinksProps {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  ui: Pick<UiContext, "t">;
}

/** Nothing when there is one page. */
export function PageLinks({ page, pageCount, hrefOf, ui }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <Pager aria-label={ui.t("grid.pages")}>
      <ul>
        <li>
          {page > 0 ? (
            <a href={hrefOf(page - 1)} rel="prev" aria-label={ui.t("grid.previous")}>
              <span className="pager__arrow" aria-hidden="true">‹</span>
            </a>
          ) : null}
        </li>
        {pagerPages(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span aria-disabled="true">…</span>
            </li>
          ) : (
            <li key={number}>
              <a href={hrefOf(number)} aria-current={number === page ? "page" : undefined} aria-label={ui.t("grid.goToPage", { page: number + 1 })}>
                {number + 1}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount - 1 ? (
            <a href={hrefOf(page + 1)} rel="next" aria-label={ui.t("grid.next")}>
              <span className="pager__arrow" aria-hidden="true">›</span>
            </a>
          ) : null}
        </li>
      </ul>
    </Pager>
  );
}
