/** Optimal string alignment distance: Levenshtein plus adjacent transpositions ("rial" -> "rail" = 1). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * Names longer than this get no suggestion: no property, block type or enum value of the contract is near
 * it, and the distance costs the product of both lengths (a 100,000-character type took seconds).
 */
export const longestSuggestedInput = 64;

/** The candidate closest to `input`, when it is close enough to be a plausible typo. */
export function closestName(input: string, candidates: readonly string[]): string | undefined {
  if (input.length > longestSuggestedInput) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const limit = Math.max(1, Math.floor(name.length / 3));
    // The distance is at least the difference in length: a candidate that far off is not worth the table.
    if (Math.abs(input.length - name.length) > limit) continue;
    const distance = editDistance(input.toLowerCase(), name.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const name = closestName(input, candidates);
  return name === undefined ? undefined : `did you mean \`${name}\`?`;
}
