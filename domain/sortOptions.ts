/** Spec 9 "Paging": the six sort options of listings, in the order they are offered. */
export const sortOptions = ["newest", "oldest", "a-z", "z-a", "popular-month", "trending-week"] as const;
export type SortOption = (typeof sortOptions)[number];

export function isSortOption(value: unknown): value is SortOption {
  return sortOptions.some((option) => option === value);
}

/** Spec 9: page numbers start at 0; a page holds 25. */
export const firstPage = 0;
export const defaultPageSize = 25;
