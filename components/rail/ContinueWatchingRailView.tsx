/**
 * Registry-facing wrapper for a rail whose source is `continue-watching`: resolves the strings and slide
 * counts on the server and hands plain data to the client rail (clientRailProps.ts).
 */
import type { RailBlock } from "@/screens-schema/types";
import { continueWatchingTextKeys } from "../i18n/serverTexts";
import type { BlockViewProps } from "../ui-context";
import { clientRailProps } from "./clientRailProps";
import { ContinueWatchingRailLazy } from "./ContinueWatchingRailLazy";

export function ContinueWatchingRailView({ block, rootProps, ui }: BlockViewProps<RailBlock>) {
  return <ContinueWatchingRailLazy {...clientRailProps(block, rootProps, ui, "continueWatching.title", continueWatchingTextKeys)} />;
}
