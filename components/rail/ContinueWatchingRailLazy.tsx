"use client";
/**
 * Continue watching renders nothing on the server (the progress lives in the browser), so its code (storage
 * parsing, the item fetch, client-side strings) loads after the page instead of with the first-load JavaScript.
 */
import dynamic from "next/dynamic";
import type { ContinueWatchingRailProps } from "./ContinueWatchingRail";

const Rail = dynamic(() => import("./ContinueWatchingRail").then((module) => module.ContinueWatchingRail), { ssr: false });

export function ContinueWatchingRailLazy(props: ContinueWatchingRailProps) {
  return <Rail {...props} />;
}
