/**
 * Logging for client components in the viewer's browser: the server's entry shape (ops/logCore.ts) written to the
 * console, with the same secret fields redacted, and no logger library shipped (pino's browser build cost 5.5 KB
 * gzip of first-load JavaScript, issue 27). Tests swap the sink as on the server.
 */
import { createLog, secretFields, type LogEntry, type LogSink } from "./logCore";

export { errorMessage, errorText, type LogEntry, type LogSink } from "./logCore";

/** The entry with every secret-named detail's value replaced. */
export function redacted(entry: LogEntry & { time: string }): LogEntry & { time: string } {
  const copy = { ...entry };
  for (const name of secretFields) if (name in copy) copy[name] = "[redacted]";
  return copy;
}

const consoleSink: LogSink = (entry) => {
  const line = redacted(entry);
  if (entry.level === "error") console.error(line);
  else if (entry.level === "warn") console.warn(line);
  else console.info(line);
};

export const { log, setLogSink } = createLog(consoleSink);
