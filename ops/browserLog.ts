/**
 * Logging for client components in the viewer's browser: the server's entry shape (ops/logCore.ts) written to the
 * console, with the same secret fields redacted, and no logger library shipped (pino's browser build cost 5.5 KB
 * gzip of first-load JavaScript, issue 27). Every entry is a breadcrumb of the error trail, and an error entry (a
 * block that failed to render, a failed call) is reported with it (ops/errorTrail.ts). Tests swap the sink as on the server.
 */
import { leaveCrumb, reportError } from "./errorTrail";
import { createLog, secretFields, type LogEntry, type LogSink } from "./logCore";

export { errorMessage, errorText, type LogEntry, type LogSink } from "./logCore";

/** The entry with every secret-named detail's value replaced. */
export function redacted(entry: LogEntry & { time: string }): LogEntry & { time: string } {
  const copy = { ...entry };
  for (const name of secretFields) if (name in copy) copy[name] = "[redacted]";
  return copy;
}

/** A logged error as the reporter's exception: its code is its name, so reports group by code. */
class LoggedError extends Error {
  constructor(code: string, message: string | undefined) {
    super(message ?? code);
    this.name = code;
  }
}

const consoleSink: LogSink = (entry) => {
  const line = redacted(entry);
  leaveCrumb({ category: "log", message: `${line.code}${line.message === undefined ? "" : `: ${line.message}`}`, level: entry.level === "warn" ? "warning" : entry.level });
  if (entry.level === "error") reportError(new LoggedError(line.code, line.message));
  if (entry.level === "error") console.error(line);
  else if (entry.level === "warn") console.warn(line);
  else console.info(line);
};

export const { log, setLogSink } = createLog(consoleSink);
