/**
 * The onboarding-picks block (issue 31 §4): what a step offers the signed-in profile. The genres step: the genres the
 * layout names (else the catalogue's), those the profile picked before ticked. The titles step: titles of the picked
 * genres in turn, the most popular of each first, through the render's merged requests, where the profile's age limit
 * applies; without picked genres, the most popular titles. Only what a list keeps as a title (movies, series, shows).
 * A guest, a page of the shared cache and the studio's frame have no profile: the block is not shown.
 */
import type { Genre, OnboardingChoices } from "@/domain/onboarding";
import type { ContentItem } from "@/domain/types";
import type { BlockOf } from "@/screens-schema/types";
import { hideBlock, type ResolveDeps } from "./resolveDeps";

const defaultTitleCount = 24;
const titleKinds: ReadonlySet<ContentItem["kind"]> = new Set(["movie", "series", "show"]);

/** The layout's genres in its order, those the catalogue has; all of the catalogue's without a list. */
export function offeredGenres(catalogue: readonly Genre[], named: readonly string[] | undefined): Genre[] {
  if (named === undefined) return [...catalogue];
  return named.flatMap((id) => catalogue.filter((genre) => genre.id === id));
}

/** One title from each list in turn, each title once, up to `size`. */
export function interleaved(lists: readonly (readonly ContentItem[])[], size: number): ContentItem[] {
  const seen = new Set<string>();
  const picked: ContentItem[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest && picked.length < size; index++) {
    for (const list of lists) {
      const item = list[index];
      if (item === undefined || seen.has(item.id) || !titleKinds.has(item.kind)) continue;
      seen.add(item.id);
      picked.push(item);
      if (picked.length === size) break;
    }
  }
  return picked;
}

export async function onboardingChoices(block: BlockOf<"onboarding-picks">, deps: ResolveDeps): Promise<{ onboarding: OnboardingChoices } | typeof hideBlock> {
  const viewer = deps.viewer;
  if (!viewer) return hideBlock;
  if (block.step === "genres") {
    const [catalogue, state] = await Promise.all([viewer.genres(), viewer.onboarding()]);
    const genres = offeredGenres(catalogue, block.genres);
    return { onboarding: { step: "genres", genres, picked: state.genres.filter((id) => genres.some((genre) => genre.id === id)) } };
  }
  const size = block.size ?? defaultTitleCount;
  const { genres } = await viewer.onboarding();
  const filters = genres.length === 0 ? [{}] : genres.map((genre) => ({ genre }));
  const lists = await Promise.all(filters.map((filter) => deps.data.items({ kind: "product-filter", filter, sort: "popular-month", size: Math.min(50, size * 2) })));
  return { onboarding: { step: "titles", titles: interleaved(lists, size) } };
}
