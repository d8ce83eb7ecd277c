/**
 * The server's log sink (ARCHITECTURE.md §3 `ops/`): every event is one JSON line with its time, level and code,
 * plus details, written by pino. The renderer's block reports (renderer/report.ts), the app server's request
 * lines (ops/server/requestHandler.ts) and the app's own events go through it; tests swap the sink to look at what
 * was logged. Nothing secret is meant to reach a log; as a safety net, fields named like a secret are redacted. Each
 * entry is also a breadcrumb of its request for the error reporter, which reports errors and block reports.
 * Client components log through ops/browserLog.ts instead, which has the same shape without pino.
 */
import pino from "pino";
import { createLog, secretFields, type LogSink } from "./logCore";
import { recordLogEntry } from "./serverErrorReporter";

export { errorMessage, errorText, type LogEntry, type LogLevel, type LogSink } from "./logCore";

const logger = pino({
  base: undefined,
  messageKey: "message",
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...secretFields, ...secretFields.map((name) => `*.${name}`)], censor: "[redacted]" },
});

const pinoSink: LogSink = ({ level, time: _time, message, ...details }) => {
  logger[level](details, message);
  // The error reporter's trail, and its report of an error (ops/serverErrorReporter.ts).
  recordLogEntry({ level, message, ...details });
};

/** `log(entry)` writes a JSON line to standard output; `setLogSink` swaps where entries go (tests). */
export const { log, setLogSink } = createLog(pinoSink);
