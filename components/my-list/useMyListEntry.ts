"use client";
/**
 * One title's place on the profile's My List, for the buttons that change it (the title page's, the tiles'): every
 * button of a page shares one SWR entry, so the list is asked for once and a change shows on all of them. A change
 * shows at once and is undone if the service refuses it (rollbackOnError).
 */
import useSWR from "swr";
import { changeMyList, fetchMyList, myListKey, SignInNeeded, withChange } from "./myList";

export type MyListOutcome = "added" | "removed" | "failed";

export interface MyListEntry {
  /** The list has come: the button can change it. */
  ready: boolean;
  /** The service said 401: no session, so no list. */
  guest: boolean;
  listed: boolean;
  /** Adds the title, or takes it out; resolves with what happened (undefined while the list has not come). */
  toggle(): Promise<MyListOutcome | undefined>;
}

export function useMyListEntry(contentId: string): MyListEntry {
  const { data, error, mutate } = useSWR(myListKey, fetchMyList, { shouldRetryOnError: false, revalidateIfStale: false });
  const listed = data?.includes(contentId) ?? false;
  return {
    ready: data !== undefined,
    guest: error instanceof SignInNeeded,
    listed,
    async toggle() {
      if (!data) return undefined;
      const change = listed ? "remove" : "add";
      try {
        await mutate(changeMyList(contentId, change), { optimisticData: withChange(data, contentId, change), rollbackOnError: true, revalidate: false });
        return change === "add" ? "added" : "removed";
      } catch {
        return "failed";
      }
    },
  };
}
