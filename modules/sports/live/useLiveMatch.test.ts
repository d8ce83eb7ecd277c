// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { LiveWords } from "./announce";
import type { LiveSnapshot } from "./liveSnapshot";
import type { subscribeLiveMatch } from "./liveMatchFeed";
import { homeGoal, snapshotAt } from "./testing/sampleMatch";
import { useLiveMatch } from "./useLiveMatch";

const words: LiveWords = {
  score: "{{home}} {{homeGoals}}-{{awayGoals}} {{away}}",
  minute: "{{minute}}'",
  addedMinute: "{{minute}}+{{added}}'",
  kickOff: "KO",
  goal: "GOAL {{player}} {{minute}} {{score}}",
  penaltyGoal: "PEN",
  ownGoal: "OG",
  goalUnnamed: "GOAL",
  redCard: "RED",
  secondYellow: "2Y",
  sendingOffUnnamed: "OFF",
  halfTime: "HT {{score}}",
  secondHalf: "2H",
  fullTime: "FT {{score}}",
};

/** A feed the test pushes snapshots through; it records the addresses it was asked for and the unsubscriptions. */
function fakeFeed() {
  const listeners: ((snapshot: LiveSnapshot) => void)[] = [];
  const urls: string[] = [];
  let stopped = 0;
  const subscribe: typeof subscribeLiveMatch = (url, onSnapshot) => {
    urls.push(url);
    listeners.push(onSnapshot);
    return () => {
      stopped += 1;
    };
  };
  return { subscribe, urls, stopped: () => stopped, push: (snapshot: LiveSnapshot) => act(() => listeners.at(-1)?.(snapshot)) };
}

describe("useLiveMatch", () => {
  test("starts from the server's snapshot, follows the pushed ones and says the goal", () => {
    const feed = fakeFeed();
    const { result } = renderHook(() => useLiveMatch("g10095", snapshotAt(), { locale: "en", words, subscribe: feed.subscribe }));
    expect(result.current).toEqual({ snapshot: snapshotAt(), announcement: undefined });
    expect(feed.urls).toEqual(["/api/sports/matches/g10095/live?lang=en"]);
    feed.push(snapshotAt({ score: { home: 1, away: 0 }, clock: { minute: 12, addedTime: 0 }, events: [homeGoal("e1", 12, { home: 1, away: 0 })] }));
    expect(result.current.snapshot.score).toEqual({ home: 1, away: 0 });
    expect(result.current.announcement).toBe("GOAL Omar Haddad 12' Red Sea Mariners 1-0 Hejaz Eagles");
  });

  test("keeps the latest announcement while the clock ticks, and replaces it with the next news", () => {
    const feed = fakeFeed();
    const { result } = renderHook(() => useLiveMatch("g10095", snapshotAt({ phase: "firstHalf" }), { locale: "ar", words, subscribe: feed.subscribe }));
    feed.push(snapshotAt({ phase: "halfTime" }));
    feed.push(snapshotAt({ phase: "halfTime", asOf: "later" }));
    expect(result.current.announcement).toBe("HT Red Sea Mariners 0-0 Hejaz Eagles");
    feed.push(snapshotAt({ phase: "secondHalf", clock: { minute: 46, addedTime: 0 } }));
    expect(result.current.announcement).toBe("2H");
  });

  test("does not subscribe for a finished match, and unsubscribes when the component goes away", () => {
    const done = fakeFeed();
    renderHook(() => useLiveMatch("g10001", snapshotAt({ fixtureId: "g10001", status: "finished", phase: undefined, clock: undefined }), { locale: "en", words, subscribe: done.subscribe }));
    expect(done.urls).toEqual([]);
    const live = fakeFeed();
    const view = renderHook(() => useLiveMatch("g10095", snapshotAt(), { locale: "en", words, subscribe: live.subscribe }));
    view.unmount();
    expect(live.stopped()).toBe(1);
  });

  test("a re-render with equal words and snapshot does not subscribe again; another fixture does, from its own snapshot", () => {
    const feed = fakeFeed();
    const view = renderHook(({ fixtureId }) => useLiveMatch(fixtureId, snapshotAt({ fixtureId }), { locale: "en", words: { ...words }, subscribe: feed.subscribe }), { initialProps: { fixtureId: "g10095" } });
    feed.push(snapshotAt({ score: { home: 1, away: 0 } }));
    view.rerender({ fixtureId: "g10095" });
    expect(feed.urls).toHaveLength(1);
    view.rerender({ fixtureId: "g10096" });
    expect(feed.urls).toEqual(["/api/sports/matches/g10095/live?lang=en", "/api/sports/matches/g10096/live?lang=en"]);
    expect(feed.stopped()).toBe(1);
    expect(view.result.current).toEqual({ snapshot: snapshotAt({ fixtureId: "g10096" }), announcement: undefined });
  });
});
