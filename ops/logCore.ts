/**
 * What every log sink shares (ops/log.ts on the server, ops/browserLog.ts in the viewer's browser): the entry's
 * shape, the swappable sink, and the field names whose values never reach a log. Kept free of pino so that
 * client components can log without shipping a logger to the browser (issue 27, first-load JavaScript).
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

/** Field names that never carry their value into a log line, wherever a detail names them. */
export const secretFields: readonly string[] = ["token", "accessToken", "refreshToken", "sessionToken", "password", "cookie", "authorization", "grant", "otp", "pin", "card", "cardNumber", "cvv", "secret"];

/** A log function over a sink that tests may swap (`setLogSink(undefined)` puts the default back). */
export function createLog(defaultSink: LogSink): { log(entry: LogEntry): void; setLogSink(next: LogSink | undefined): void } {
  let sink = defaultSink;
  return {
    log: (entry) => sink({ time: new Date().toISOString(), ...entry }),
    setLogSink: (next) => {
      sink = next ?? defaultSink;
    },
  };
}

/** An error's message alone, for a log entry's `message`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An error as a log detail: its message, never a stack. */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
