/**
 * A paged grid of tiles with the six sort options (spec 9, issue 9). Sort and page live in the URL: the sort
 * is a GET form and the pages are links, so the grid works without JavaScript and a shared link shows the
 * same page. Server-rendered; no client JS.
 */
import { sortOptions } from "@/domain/sortOptions";
import type { GridBlock } from "@/screens-schema/types";
import { Tile, watchedProgress } from "../tile/Tile";
import type { BlockViewProps } from "../ui-context";
import { gridHref } from "./gridQuery";
import { PageNumbers } from "./PageNumbers";
import { Count, Empty, GridHeader, GridSection, GridTitle, Pager, SortForm, TileGrid } from "./GridView.styles";

const tileSizes = "(min-width: 1440px) 16vw, (min-width: 768px) 25vw, 33vw";

export function GridView({ block, rootProps, ui, page, progress }: BlockViewProps<GridBlock>) {
  if (!page) return null;
  const defaultSort = block.source.sort ?? "newest";
  const pageCount = Math.max(1, Math.ceil(page.total / page.size));
  const title = block.title ? ui.text(block.title) : page.genreTitle;
  const level = block.headingLevel === 1 ? "h1" : "h2";
  const headingId = `${block.id}-title`;
  const sortId = `${block.id}-sort`;
  return (
    <GridSection {...rootProps} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : ui.t("grid.pages")}>
      <GridHeader>
        <div>
          {title ? (
            <GridTitle as={level} id={headingId}>
              {title}
            </GridTitle>
          ) : null}
          <Count>{ui.t("grid.count", { count: page.total })}</Count>
        </div>
        {block.sortable === false ? null : (
          <SortForm method="get" data-grid-sort="">
            <label htmlFor={sortId}>{ui.t("grid.sortLabel")}</label>
            <select id={sortId} name="sort" defaultValue={page.sort}>
              {sortOptions.map((option) => (
                <option key={option} value={option}>
                  {ui.t(`grid.sort.${option}`)}
                </option>
              ))}
            </select>
            <button type="submit">{ui.t("grid.apply")}</button>
          </SortForm>
        )}
      </GridHeader>
      {page.items.length === 0 ? (
        <Empty>{ui.t("grid.empty")}</Empty>
      ) : (
        <TileGrid data-tile-style={block.tileStyle}>
          {page.items.map((item, index) => (
            <li key={item.id}>
              <Tile
                item={item}
                tileStyle={block.tileStyle}
                ui={ui}
                sizes={tileSizes}
                showTitle={block.showTitles ?? true}
                aboveFold={index < 6}
                progress={watchedProgress(progress?.get(item.id), ui)}
              />
            </li>
          ))}
        </TileGrid>
      )}
      {pageCount > 1 ? (
        <Pager aria-label={ui.t("grid.pages")}>
          <ul>
            <li>
              {page.page > 0 ? (
                <a href={gridHref(page.sort, page.page - 1, defaultSort)} rel="prev" aria-label={ui.t("grid.previous")}>
                  <span className="pager__arrow" aria-hidden="true">‹</span>
                </a>
              ) : null}
            </li>
            <PageNumbers page={page.page} pageCount={pageCount} sort={page.sort} defaultSort={defaultSort} ui={ui} />
            <li>
              {page.page < pageCount - 1 ? (
                <a href={gridHref(page.sort, page.page + 1, defaultSort)} rel="next" aria-label={ui.t("grid.next")}>
                  <span className="pager__arrow" aria-hidden="true">›</span>
                </a>
              ) : null}
            </li>
          </ul>
        </Pager>
      ) : null}
    </GridSection>
  );
}
