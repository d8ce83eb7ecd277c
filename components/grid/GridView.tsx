/**
 * A paged grid of tiles with the six sort options (spec 9, issue 9). Sort and page live in the URL: the sort
 * is a GET form and the pages are links, so the grid works without JavaScript and a shared link shows the
 * same page. Server-rendered; no client JS.
 */
import { sortOptions } from "@/domain/sortOptions";
import type { GridBlock } from "@/screens-schema/types";
import { Tile, tilesKeepMyList, watchedProgress } from "../tile/Tile";
import type { BlockViewProps } from "../ui-context";
import { gridHref } from "./gridQuery";
import { PageLinks } from "./PageNumbers";
import { Count, Empty, GridHeader, GridSection, GridTitle, SortForm, TileGrid } from "./GridView.styles";

const tileSizes = "(min-width: 1440px) 16vw, (min-width: 768px) 25vw, 33vw";

export function GridView({ block, rootProps, ui, page, progress, signedIn }: BlockViewProps<GridBlock>) {
  if (!page) return null;
  // A My List keeps its own order (latest added first): no sort to offer.
  const defaultSort = block.source.kind === "product-filter" ? (block.source.sort ?? "newest") : "newest";
  const sortable = block.sortable !== false && block.source.kind === "product-filter";
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
        {sortable ? (
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
        ) : null}
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
                myList={tilesKeepMyList(block, signedIn)}
              />
            </li>
          ))}
        </TileGrid>
      )}
      <PageLinks page={page.page} pageCount={pageCount} hrefOf={(number) => gridHref(page.sort, number, defaultSort)} ui={ui} />
    </GridSection>
  );
}
