/**
 * Every translation bundled for the server and for client components that need a few strings.
 * Files are `locales/{lng}/{ns}.json` (spec 7 "Static files"): `common` (app shell), `blocks` (what
 * registry blocks show themselves), `watch` (what the title pages, the player and the history show: the
 * `blocks` namespace falls back to it on the server, and client components never bundle it) and `screens`
 * (keys that layouts reference) and `sports` (what the sports module's pages show: modules/sports, which translates
 * them on the server and hands its views plain strings).
 */
import arBlocks from "./ar/blocks.json";
import arCommon from "./ar/common.json";
import arScreens from "./ar/screens.json";
import enBlocks from "./en/blocks.json";
import enCommon from "./en/common.json";
import enScreens from "./en/screens.json";
import frBlocks from "./fr/blocks.json";
import frCommon from "./fr/common.json";
import frScreens from "./fr/screens.json";
import arWatch from "./ar/watch.json";
import enWatch from "./en/watch.json";
import frWatch from "./fr/watch.json";
import arSports from "./ar/sports.json";
import enSports from "./en/sports.json";
import frSports from "./fr/sports.json";

export const namespaces = ["common", "blocks", "watch", "screens", "sports"] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  ar: { common: arCommon, blocks: arBlocks, watch: arWatch, screens: arScreens, sports: arSports },
  en: { common: enCommon, blocks: enBlocks, watch: enWatch, screens: enScreens, sports: enSports },
  fr: { common: frCommon, blocks: frBlocks, watch: frWatch, screens: frScreens, sports: frSports },
};
