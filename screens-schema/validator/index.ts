/** The shared layout validator (docs/contract.md section 2): renderer, QA CLI and publish API. */
export { SUPPORTED_SCHEMA_VERSIONS } from "./supported-schema-versions";
export type { Problem, ProblemCode } from "./problem";
export { maxBlocksPerScreen, validateScreen, type ValidationResult } from "./validate-screen";
export { sanitizeScreen, type DroppedBlock, type SanitizeResult } from "./sanitize-screen";
export { isScreen } from "./is-screen";
export { screenIdProblems, type ScreenIdProblem } from "./screen-id";
// The route table's validator is ./validate-route-table, imported from there: see why in its header.
