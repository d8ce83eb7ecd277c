/**
 * The renderer's one error sink. Every problem becomes one structured log line with a level, a code,
 * the screen id and the JSON pointer of the block, so that a bad CMS block is found from the logs alone.
 */
export type ReportLevel = "error" | "warn" | "info";

export type ReportCode =
  | "screen-invalid"
  | "screen-unavailable"
  | "screen-stale"
  | "block-invalid"
  | "block-dropped"
  | "data-source-failed"
  | "module-unavailable";

export interface Report {
  level: ReportLevel;
  code: ReportCode;
  screenId: string;
  pointer?: string;
  message: string;
  [detail: string]: string | number | boolean | undefined;
}

export type ReportSink = (report: Report) => void;

const consoleSink: ReportSink = (entry) => {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === "error") console.error(line);
  else if (entry.level === "warn") console.warn(line);
  else console.info(line);
};

let sink: ReportSink = consoleSink;

/** Tests and the bench swap the sink; production logs to the console as JSON lines. */
export function setReportSink(next: ReportSink | undefined): void {
  sink = next ?? consoleSink;
}

export function report(entry: Report): void {
  sink(entry);
}
