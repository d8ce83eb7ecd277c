import { messages } from "./messages";
import type { Problem } from "./problem";
import { SUPPORTED_SCHEMA_VERSIONS } from "./supported-schema-versions";
import { isUnknownRecord } from "./walk-blocks";

/** A screen-level problem when the document declares a well-formed but unsupported contract version. */
export function checkSchemaVersion(doc: unknown): Problem | undefined {
  const version = isUnknownRecord(doc) ? doc.schemaVersion : undefined;
  if (typeof version !== "string" || !/^\d+\.\d+$/.test(version)) return undefined;
  if (SUPPORTED_SCHEMA_VERSIONS.includes(version)) return undefined;
  return {
    pointer: "/schemaVersion",
    code: "unsupported-schema-version",
    message: messages.unsupportedVersion(version, SUPPORTED_SCHEMA_VERSIONS),
  };
}
