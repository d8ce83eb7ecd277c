import { validateScreen as compiledValidateScreen } from "../generated/validate-screen.cjs";
import type { Screen } from "../types";
import { findDuplicateIds } from "./duplicate-ids";
import { checkSchemaVersion } from "./schema-version";

/** Type guard: `doc` is a screen this renderer accepts as is (schema, version and unique ids). */
export function isScreen(doc: unknown): doc is Screen {
  return compiledValidateScreen(doc) && checkSchemaVersion(doc) === undefined && findDuplicateIds(doc).length === 0;
}
