"use client";
/**
 * My List's rail on a page of the shared cache renders nothing on the server (the list is the browser's to ask for),
 * so its code loads after the page, only where such a rail is. `next/dynamic` with `ssr: false` must be called from a
 * client module: called from the server view, the rail never reached the browser.
 */
import dynamic from "next/dynamic";
import type { MyListRailProps } from "./MyListRail";

const Rail = dynamic(() => import("./MyListRail"), { ssr: false });

export function MyListRailLazy(props: MyListRailProps) {
  return <Rail {...props} />;
}
