/** The two versions of a screen the history compares (issue 17). */

export interface VersionPair {
  older: number;
  newer: number;
}

/**
 * What the history compares first: the latest version against the one before it, or against itself when it is the
 * only one; nothing when the screen has no version. `versions` is newest first, as the management service lists them.
 */
export function latestPair(versions: readonly { version: number }[]): VersionPair | undefined {
  const [latest, previous] = versions;
  return latest === undefined ? undefined : { older: previous?.version ?? latest.version, newer: latest.version };
}
