/**
 * The search page's results (issue 31 §1): the heading says what was searched and how much was found; a GET form
 * narrows by type and genre and sorts (relevance first); the tiles; the page links, which keep the search. With
 * nothing searched, nothing found, a query too long or the service down, it says which, and shows the layout's
 * suggestions. Server-rendered and without client JS: the form and links work before hydration.
 */
import { searchHref, searchTypeNames, type SearchResults } from "@/domain/searchQuery";
import { searchQueryMaxLength } from "@/domain/searchText";
import { sortOptions } from "@/domain/sortOptions";
import type { ContentItem } from "@/domain/types";
import type { SearchResultsBlock } from "@/screens-schema/types";
import { Count, Empty, GridHeader, GridSection, GridTitle, TileGrid } from "../grid/GridView.styles";
import { PageLinks } from "../grid/PageNumbers";
import { Tile } from "../tile/Tile";
import type { BlockViewProps, UiContext } from "../ui-context";
import { FilterForm, PageSearch } from "./SearchResultsView.styles";

const tileSizes = "(min-width: 1440px) 16vw, (min-width: 768px) 25vw, 33vw";

function Tiles({ items, block, ui }: { items: readonly ContentItem[]; block: SearchResultsBlock; ui: UiContext }) {
  return (
    <TileGrid data-tile-style={block.tileStyle}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Tile item={item} tileStyle={block.tileStyle} ui={ui} sizes={tileSizes} showTitle={block.showTitles ?? true} aboveFold={index < 6} />
        </li>
      ))}
    </TileGrid>
  );
}

/** What to tell a viewer who has no results to look at, or nothing. */
function notice(results: SearchResults, ui: UiContext): string | undefined {
  const { query } = results;
  if (query.state === "empty") return ui.t("search.prompt");
  if (query.state === "too-long") return ui.t("search.tooLong", { max: searchQueryMaxLength });
  if (results.unavailable) return ui.t("search.unavailable");
  if (results.page?.total === 0) return ui.t("search.nothingFound", { query: query.text });
  return undefined;
}

function Filters({ results, block, ui }: { results: SearchResults; block: SearchResultsBlock; ui: UiContext }) {
  const { query, page } = results;
  // Nothing found and nothing narrowed: there is nothing to narrow or sort.
  if (query.state !== "ready" || !page || (page.total === 0 && query.type === undefined && query.genre === undefined)) return null;
  const ids = { type: `${block.id}-type`, genre: `${block.id}-genre`, sort: `${block.id}-sort` };
  const genres = page.genres ?? [];
  const chosenGenreListed = query.genre === undefined || genres.some((genre) => genre.id === query.genre);
  return (
    <FilterForm method="get" aria-label={ui.t("search.filters")} data-search-filters="">
      <input type="hidden" name="q" value={query.text} />
      <div>
        <label htmlFor={ids.type}>{ui.t("search.type")}</label>
        <select id={ids.type} name="type" defaultValue={query.type ?? ""}>
          <option value="">{ui.t("search.allTypes")}</option>
          {searchTypeNames.map((type) => (
            <option key={type} value={type}>
              {ui.t(`search.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.genre}>{ui.t("search.genre")}</label>
        <select id={ids.genre} name="genre" defaultValue={query.genre ?? ""}>
          <option value="">{ui.t("search.allGenres")}</option>
          {chosenGenreListed ? null : <option value={query.genre}>{query.genre}</option>}
          {genres.map((genre) => (
            <option key={genre.id} value={genre.id}>
              {ui.t("search.genreOption", { genre: genre.title, count: genre.count })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.sort}>{ui.t("grid.sortLabel")}</label>
        <select id={ids.sort} name="sort" defaultValue={results.sort ?? ""}>
          <option value="">{ui.t("search.relevance")}</option>
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {ui.t(`grid.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{ui.t("search.apply")}</button>
    </FilterForm>
  );
}

export function SearchResultsView({ block, rootProps, ui, results }: BlockViewProps<SearchResultsBlock>) {
  if (!results) return null;
  const { query, page } = results;
  const headingId = `${block.id}-title`;
  const heading = query.state === "ready" ? ui.t("search.resultsFor", { query: query.text }) : ui.t("search.heading");
  const told = notice(results, ui);
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;
  return (
    <GridSection {...rootProps} aria-labelledby={headingId}>
      <GridHeader>
        <div>
          <GridTitle as="h1" id={headingId}>
            {heading}
          </GridTitle>
          {page && page.total > 0 ? <Count>{ui.t("search.count", { count: page.total })}</Count> : null}
        </div>
      </GridHeader>
      <PageSearch method="get">
        <input type="search" name="q" maxLength={searchQueryMaxLength} defaultValue={query.state === "empty" ? "" : query.text} aria-label={ui.t("search.field")} />
        <button type="submit">{ui.t("search.submit")}</button>
      </PageSearch>
      <Filters results={results} block={block} ui={ui} />
      {told ? <Empty>{told}</Empty> : null}
      {page && page.items.length > 0 ? <Tiles items={page.items} block={block} ui={ui} /> : null}
      {page && query.state === "ready" ? (
        <PageLinks
          page={page.page}
          pageCount={pageCount}
          hrefOf={(number) => searchHref({ text: query.text, type: query.type, genre: query.genre, sort: results.sort, page: number })}
          ui={ui}
        />
      ) : null}
      {results.suggestions.length > 0 ? (
        <>
          <GridTitle id={`${block.id}-suggestions`}>{block.suggestionsTitle ? ui.text(block.suggestionsTitle) : ui.t("search.suggestions")}</GridTitle>
          <Tiles items={results.suggestions} block={block} ui={ui} />
        </>
      ) : null}
    </GridSection>
  );
}
