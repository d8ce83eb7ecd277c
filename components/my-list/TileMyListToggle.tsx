"use client";
/**
 * A tile's My List toggle (issue 31 §2): a small button over the tile's picture, beside the tile's link (a button
 * inside a link would be neither). It appears once the profile's list has come (a guest's 401, or a list that fails
 * to come, leaves the tile as it was), names the title in what it does, and its outcome is said in the page's one
 * polite region. In a rail it shares the rail's single Tab stop with its tile (railKeys.ts: `data-rail-companion`).
 */
import { useEffect } from "react";
import { announce, politeRegion } from "../a11y/announce";
import { useMyListEntry, type MyListOutcome } from "./useMyListEntry";

export interface TileMyListToggleProps {
  contentId: string;
  /** add / remove name the title; the outcomes are said after a press. */
  labels: { add: string; remove: string } & Record<MyListOutcome, string>;
}

export function TileMyListToggle({ contentId, labels }: TileMyListToggleProps) {
  const { ready, listed, toggle } = useMyListEntry(contentId);
  useEffect(() => {
    politeRegion();
  }, []);
  if (!ready) return null;

  async function press(): Promise<void> {
    const outcome = await toggle();
    if (outcome) announce(labels[outcome]);
  }

  return (
    <button
      type="button"
      className="tile__my-list"
      data-rail-companion=""
      data-my-list={listed ? "listed" : "not-listed"}
      aria-label={listed ? labels.remove : labels.add}
      onClick={() => void press()}
    >
      <span aria-hidden="true">{listed ? "✓" : "+"}</span>
    </button>
  );
}
