/** Optimal string alignment distance: Levenshtein plus adjacent transpositions ("rial" -> "rail" = 1). */
export function editDistance(a: string, b: string): number {
  // Three rows of the table are enough: the previous two (for transpositions) and the current one.
  let before = new Uint32Array(b.length + 1);
  let previous = Uint32Array.from({ length: b.length + 1 }, (_value, j) => j);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? 0;
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

/**
 * Suggestions already worked out, by input and candidates: a layout that repeats one typo thousands of times
 * (a pasted block) pays for it once. Bounded: emptied when full.
 */
const known = new Map<string, string | undefined>();
const knownLimit = 2000;

export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const key = `${input}\u0000${candidates.join("\u0001")}`;
  if (known.has(key)) return known.get(key);
  const name = closestName(input, candidates);
  const suggestion = name === undefined ? undefined : `did you mean \`${name}\`?`;
  if (known.size >= knownLimit) known.clear();
  known.set(key, suggestion);
  return suggestion;
}
