/** Layout contract versions this renderer draws. Older versions would be migrated before validation. */
export const SUPPORTED_SCHEMA_VERSIONS: readonly string[] = ["1.0", "1.1"];
