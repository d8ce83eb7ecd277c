"use client";
/**
 * Loads the player's code (PlayerView, its styles, hls.js, shaka-player) in the browser only, and only where a
 * player block is: the rest of the site never downloads it. Meanwhile a plain black 16:9 box holds the place
 * (no styles of its own: this file is in every page's graph through the module registry, so it stays tiny).
 */
import dynamic from "next/dynamic";
import type { PlayerViewProps } from "./PlayerView";

const placeholder = { inlineSize: "100%", aspectRatio: "16 / 9", maxBlockSize: "80vh", background: "#000" } as const;

const PlayerView = dynamic(() => import("./PlayerView"), {
  ssr: false,
  loading: () => <div style={placeholder} data-player-loading="" />,
});

export function PlayerLazy(props: PlayerViewProps) {
  return <PlayerView {...props} />;
}
