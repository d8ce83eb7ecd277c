export type ProblemCode =
  | "not-json"
  | "unsupported-schema-version"
  | "unknown-block-type"
  | "unknown-property"
  | "missing-property"
  | "invalid-type"
  | "invalid-value"
  | "duplicate-id"
  | "too-many-blocks"
  | "too-many-routes"
  | "invalid-pattern"
  | "duplicate-route";

export interface Problem {
  /** JSON pointer of the offending value ("" = document root). */
  pointer: string;
  code: ProblemCode;
  /** Plain English, for QA and logs. */
  message: string;
  /** For example "did you mean `rail`?". */
  suggestion?: string;
  /** Innermost block holding the problem; absent for screen-level problems. */
  blockPointer?: string;
}
