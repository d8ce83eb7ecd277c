"use client";
/**
 * Loads the player's code (PlayerView, hls.js, shaka-player) in the browser only, and only where a player
 * block is: the rest of the site never downloads it. The server renders the same 16:9 box meanwhile.
 */
import dynamic from "next/dynamic";
import type { PlayerViewProps } from "./PlayerView";
import { PlayerFrame } from "./PlayerView.styles";

const PlayerView = dynamic(() => import("./PlayerView"), {
  ssr: false,
  loading: () => <PlayerFrame data-player-loading="" />,
});

export function PlayerLazy(props: PlayerViewProps) {
  return <PlayerView {...props} />;
}
