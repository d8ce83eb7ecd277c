"use client";
/**
 * The live match in a client component (issue 30 §3): starts from the snapshot the server rendered the page with,
 * then follows the app's push (liveMatchFeed.ts) until the match is over or the component goes away, and says what
 * changed in words for a polite live region (announce.ts). The words come from the server as plain strings
 * (`liveWords(t)`), so nothing here loads i18next. A finished match is not followed: it will not change.
 */
import { useEffect, useRef, useState } from "react";
import type { Locale } from "@/domain/types";
import { announcementFor, type LiveWords } from "./announce";
import { liveMatchUrl, subscribeLiveMatch } from "./liveMatchFeed";
import type { LiveSnapshot } from "./liveSnapshot";

export interface LiveMatchState {
  snapshot: LiveSnapshot;
  /** What the live region should say now: the latest change worth saying, undefined until there is one. */
  announcement: string | undefined;
}

export interface UseLiveMatchOptions {
  locale: Locale;
  words: LiveWords;
  /** The feed (tests pass a fake). */
  subscribe?: typeof subscribeLiveMatch;
}

export function useLiveMatch(fixtureId: string, initial: LiveSnapshot, options: UseLiveMatchOptions): LiveMatchState {
  const { locale, subscribe = subscribeLiveMatch } = options;
  const [state, setState] = useState<LiveMatchState & { fixtureId: string }>({ fixtureId, snapshot: initial, announcement: undefined });
  // The words and the server's snapshot may be new objects on a re-render with the same content: the feed reads the
  // latest of each without starting again.
  const latest = useRef({ words: options.words, initial });
  useEffect(() => {
    latest.current = { words: options.words, initial };
  });
  const finished = initial.status === "finished";

  useEffect(() => {
    if (finished) return undefined;
    return subscribe(liveMatchUrl(fixtureId, locale), (next) => {
      setState((current) => {
        // Another fixture's state is left behind: this one starts from the server's snapshot.
        const previous = current.fixtureId === fixtureId ? current.snapshot : latest.current.initial;
        const announcement = announcementFor(previous, next, latest.current.words);
        return { fixtureId, snapshot: next, announcement: announcement ?? (current.fixtureId === fixtureId ? current.announcement : undefined) };
      });
    });
  }, [fixtureId, locale, finished, subscribe]);

  return state.fixtureId === fixtureId ? { snapshot: state.snapshot, announcement: state.announcement } : { snapshot: initial, announcement: undefined };
}
