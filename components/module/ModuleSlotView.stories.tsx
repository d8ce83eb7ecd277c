import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

/** Modules are hand-written app code; the stories show a stand-in where the renderer would mount one. */
const meta = { title: "Blocks/Module slot", tags: ["autodocs"], parameters: blockDocs("module") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("module");

export const FallbacksSportsEnglish = corpusStory("module", "fallbacks", "ltr", "fb-sports");
export const FallbacksSportsArabic = corpusStory("module", "fallbacks", "rtl", "fb-sports");
