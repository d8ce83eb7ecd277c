/**
 * The one log sink (ARCHITECTURE.md §3 `ops/`): every event is one JSON line with its time, level and code,
 * plus details. The renderer's block reports (renderer/report.ts) and the app's own events go through it;
 * tests swap the sink to look at what was logged.
 */
export type LogLevel = "error" | "warn" | "info";

export interface LogEntry {
  level: LogLevel;
  /** A stable kebab-case code to search the logs by ("viewer-refresh-failed"). */
  code: string;
  message?: string;
  [detail: string]: string | number | boolean | readonly string[] | undefined;
}

export type LogSink = (entry: LogEntry & { time: string }) => void;

const consoleSink: LogSink = (entry) => {
  const line = JSON.stringify(entry);
  if (entry.level === "error") console.error(line);
  else if (entry.level === "warn") console.warn(line);
  else console.info(line);
};

let sink: LogSink = consoleSink;

/** Tests swap the sink; without one, JSON lines go to the console. */
export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? consoleSink;
}

export function log(entry: LogEntry): void {
  sink({ time: new Date().toISOString(), ...entry });
}

/** An error's message alone, for a log entry's `message`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error as a log detail: its message, never a stack. */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
