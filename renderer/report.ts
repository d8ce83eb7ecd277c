/**
 * The renderer's one error sink. Every problem becomes one structured log line with a level, a code,
 * the screen id and the JSON pointer of the block, so that a bad CMS block is found from the logs alone.
 * The lines are written by the app's one log sink (ops/log.ts); tests and the bench swap this sink.
 */
import { ServiceError } from "@/adapters/http/ServiceError";
import { errorMessage, log } from "@/ops/log";
import { appMetrics } from "@/ops/metrics";
import { knownBlockTypes } from "@/screens-schema/generated/schema-tables";

export type ReportLevel = "error" | "warn" | "info";

export type ReportCode =
  | "screen-invalid"
  | "screen-unavailable"
  | "screen-stale"
  | "block-invalid"
  | "block-dropped"
  | "data-source-failed"
  | "block-render-failed"
  | "module-unavailable"
  | "progress-failed";

export interface Report {
  level: ReportLevel;
  code: ReportCode;
  screenId: string;
  pointer?: string;
  message: string;
  [detail: string]: string | number | boolean | undefined;
}

export type ReportSink = (report: Report) => void;

const logSink: ReportSink = (entry) => log(entry);

let sink: ReportSink = logSink;

/** Tests and the bench swap the sink; otherwise reports go to the app's log (ops/log.ts). */
export function setReportSink(next: ReportSink | undefined): void {
  sink = next ?? logSink;
}

const blockCodes: ReadonlySet<ReportCode> = new Set(["block-invalid", "block-dropped", "block-render-failed"]);
const knownTypes: ReadonlySet<string> = new Set(knownBlockTypes);

export function report(entry: Report): void {
  if (blockCodes.has(entry.code)) {
    // A type the registry does not know (a CMS typo) is one label, not one per typo.
    const type = typeof entry.blockType === "string" && knownTypes.has(entry.blockType) ? entry.blockType : "unknown";
    appMetrics().renderErrors.inc({ block_type: type, code: entry.code });
  }
  sink(entry);
}

/** Where in a render a block stands: its screen and its JSON pointer in the published document. */
export interface BlockPlace {
  screenId: string;
  pointer: string;
}

/** What failed, as log details; the service error's own code goes under `failure`, since `code` is the report's. */
function failureDetails(error: unknown): Record<string, string | number> {
  if (!(error instanceof ServiceError)) return { error: String(error) };
  const { code, ...details } = error.toLog();
  return { ...details, failure: code ?? "unknown" };
}

/** One log line per block whose data failed, with the service, path and status when known. */
export function reportDataFailure(place: BlockPlace, block: { type: string; id: string }, error: unknown): void {
  report({
    level: "error",
    code: "data-source-failed",
    ...place,
    blockType: block.type,
    blockId: block.id,
    message: errorMessage(error),
    ...failureDetails(error),
  });
}
