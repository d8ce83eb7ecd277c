/**
 * The one log sink (ARCHITECTURE.md §3 `ops/`): every event is one JSON line with its time, level and code,
 * plus details, written by pino. The renderer's block reports (renderer/report.ts), the app server's request
 * lines (ops/server/appServer.ts) and the app's own events go through it; tests swap the sink to look at what
 * was logged. Nothing secret is meant to reach a log; as a safety net, fields named like a secret are redacted.
 */
import pino from "pino";
export type LogLevel = "error" | "warn" | "info";

export interface LogEntry {
  level: LogLevel;
  /** A stable kebab-case code to search the logs by ("viewer-refresh-failed"). */
  code: string;
  message?: string;
  [detail: string]: string | number | boolean | readonly string[] | undefined;
}

export type LogSink = (entry: LogEntry & { time: string }) => void;

/** Field names that never carry their value into a log line, wherever a detail names them. */
const secretFields = ["token", "accessToken", "refreshToken", "sessionToken", "password", "cookie", "authorization", "grant", "otp", "pin", "card", "cardNumber", "cvv", "secret"];

const logger = pino({
  base: undefined,
  messageKey: "message",
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: [...secretFields, ...secretFields.map((name) => `*.${name}`)], censor: "[redacted]" },
});

const pinoSink: LogSink = ({ level, time: _time, message, ...details }) => {
  logger[level](details, message);
};

let sink: LogSink = pinoSink;

/** Tests swap the sink; without one, JSON lines go to standard output through pino. */
export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? pinoSink;
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
