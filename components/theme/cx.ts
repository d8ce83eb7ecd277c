/**
 * Joins CSS module class names (and global ones) for `className`, skipping the absent ones: a CSS module's
 * `styles.name` is `string | undefined` under `noUncheckedIndexedAccess`, and a variant may add nothing.
 */
export function cx(...names: readonly (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter((name): name is string => typeof name === "string" && name !== "").join(" ");
  return joined === "" ? undefined : joined;
}
