/**
 * Hand-written modules that layouts place through the `module` block (the player, sports and payment
 * gateways). A name the schema allows but this build does not provide yet is reported as
 * "module-unavailable" by the renderer and the block's fallback is shown instead.
 */
import type { ComponentType } from "react";
import type { Locale } from "@/domain/types";
import type { ModuleBlock } from "@/screens-schema/types";

export interface ModuleProps {
  locale: Locale;
  props: NonNullable<ModuleBlock["props"]>;
}

export type ModuleName = ModuleBlock["module"];

export const moduleRegistry: Partial<Record<ModuleName, ComponentType<ModuleProps>>> = {};
