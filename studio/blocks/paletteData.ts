/** The palette, read once from the bundled schema (studio/blocks/palette.ts). */
import { layoutSchema } from "@/studio/editor/layoutSchema";
import { paletteEntries } from "./palette";

export const palette = paletteEntries(layoutSchema);
