/**
 * The `search-results` block's data (issue 31 §1): the page of results the URL asks for (`?q=`, `?type=`, `?genre=`,
 * `?sort=`, `?page=`), through the render's ScreenData to the content service's search, where the profile's age
 * limit applies. When nothing is searched, nothing is found, or the query is too long, the block's suggestions are
 * resolved too. A failing search is told on the page (the query stays in its field), never a blank page; failing
 * suggestions are reported and left out.
 */
import type { BlockDataMap } from "@/components/blockData";
import { searchTypes, type SearchResults } from "@/domain/searchQuery";
import { defaultPageSize, firstPage } from "@/domain/sortOptions";
import type { ContentItem } from "@/domain/types";
import type { BlockOf } from "@/screens-schema/types";
import { reportDataFailure } from "../report";
import type { ResolveDeps } from "./resolveDeps";

const defaultSuggestions = 12;

async function suggestionsOf(block: BlockOf<"search-results">, deps: ResolveDeps): Promise<ContentItem[]> {
  const source = block.suggestions;
  if (source === undefined || source.kind === "continue-watching" || source.kind === "my-list") return [];
  try {
    return (await deps.data.items(source)).slice(0, block.suggestionsLimit ?? defaultSuggestions);
  } catch (error) {
    reportDataFailure(deps.placeOf(block), block, error);
    return [];
  }
}

export async function searchChoice(block: BlockOf<"search-results">, deps: ResolveDeps): Promise<BlockDataMap["search-results"]> {
  const query = deps.route.query.search ?? { state: "empty" as const };
  if (query.state !== "ready") return { results: { query, suggestions: await suggestionsOf(block, deps) } };
  const { sort, page } = deps.route.query;
  const request = {
    text: query.text,
    ...(query.type ? { productType: searchTypes[query.type] } : {}),
    ...(query.genre ? { genre: query.genre } : {}),
    ...(sort ? { sort } : {}),
    page: page ?? firstPage,
    size: block.size ?? defaultPageSize,
  };
  let results: SearchResults;
  try {
    results = { query, page: await deps.data.searchPage(request), ...(sort ? { sort } : {}), suggestions: [] };
  } catch (error) {
    reportDataFailure(deps.placeOf(block), block, error);
    return { results: { query, unavailable: true, suggestions: [] } };
  }
  if (results.page?.total === 0) results.suggestions = await suggestionsOf(block, deps);
  return { results };
}
