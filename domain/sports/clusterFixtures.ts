/**
 * Spec 9 "sports clustering minutes per device": fixtures whose kick-offs fall within that many minutes of each other
 * are shown as one group (one heading, one rail). A group starts at its earliest kick-off and takes every later one
 * at most that many minutes after it, so any two kick-offs of a group are within the device's minutes of each other;
 * the next kick-off starts a new group. Pure: the order of the input does not matter, equal kick-offs keep theirs;
 * a kick-off that is not a date (never from the adapter, which checks them) is left out rather than guessed.
 */
export type ClusterDevice = "mobile" | "tablet" | "tv" | "web";

export const clusteringMinutes: Readonly<Record<ClusterDevice, number>> = { mobile: 300, tablet: 200, tv: 180, web: 240 };

export interface FixtureCluster<F> {
  /** The first and last kick-off of the group (ISO 8601, as given). */
  start: string;
  end: string;
  fixtures: F[];
}

const minuteMs = 60_000;

export function clusterFixtures<F extends { kickOff: string }>(fixtures: readonly F[], device: ClusterDevice): FixtureCluster<F>[] {
  const span = clusteringMinutes[device] * minuteMs;
  const sorted = fixtures
    .map((fixture, index) => ({ fixture, index, at: Date.parse(fixture.kickOff) }))
    .filter((entry) => Number.isFinite(entry.at))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const clusters: { startAt: number; group: FixtureCluster<F> }[] = [];
  for (const { fixture, at } of sorted) {
    const last = clusters.at(-1);
    if (last !== undefined && at - last.startAt <= span) {
      last.group.fixtures.push(fixture);
      last.group.end = fixture.kickOff;
    } else {
      clusters.push({ startAt: at, group: { start: fixture.kickOff, end: fixture.kickOff, fixtures: [fixture] } });
    }
  }
  return clusters.map((cluster) => cluster.group);
}
