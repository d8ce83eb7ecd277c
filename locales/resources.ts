/**
 * Every translation bundled for the server and for client components that need a few strings.
 * Files are `locales/{lng}/{ns}.json` (spec 7 "Static files"): `common` (app shell), `blocks` (what
 * registry blocks show themselves) and `screens` (keys that layouts reference).
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

export const namespaces = ["common", "blocks", "screens"] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  ar: { common: arCommon, blocks: arBlocks, screens: arScreens },
  en: { common: enCommon, blocks: enBlocks, screens: enScreens },
  fr: { common: frCommon, blocks: frBlocks, screens: frScreens },
};
