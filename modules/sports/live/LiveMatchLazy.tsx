"use client";
/**
 * The live match's client part, loaded only where a match page draws it (issue 30 §3, like components/clientParts.tsx):
 * the module registry puts the sports module in every screen page's graph, and a direct import put the scoreboard,
 * the timeline and their push client in every page's first-load JavaScript. The server still renders it in place.
 */
import dynamic from "next/dynamic";

export const LiveMatch = dynamic(() => import("./LiveMatch").then((module) => module.LiveMatch));
