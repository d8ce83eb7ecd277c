/**
 * Registry-facing wrapper for a rail on the `my-list` source that the server had no viewer to resolve (a page of the
 * shared cache): resolves the strings and slide counts here and hands plain data to the client rail (MyListRailLazy).
 */
import type { RailBlock } from "@/screens-schema/types";
import { tileTextKeys } from "../i18n/serverTexts";
import { clientRailProps } from "../rail/clientRailProps";
import type { BlockViewProps } from "../ui-context";
import { MyListRailLazy } from "./MyListRailLazy";

export function MyListRailView({ block, rootProps, ui }: BlockViewProps<RailBlock>) {
  return <MyListRailLazy {...clientRailProps(block, rootProps, ui, "myList.title", tileTextKeys)} />;
}
