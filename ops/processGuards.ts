/**
 * What a process does with a failure nobody awaited (issue 27). A rejected promise that no request handled is logged
 * through the one logger and the process serves on: one request's loose end must not end every other viewer's
 * session (the services process had no handler, so Node's default ended it). An exception thrown past every handler
 * leaves the process in an unknown state: it is logged and the process exits 1, for its supervisor to restart.
 */
import { errorText, log } from "./log";

export function guardProcess(name: string, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const rejected = (reason: unknown) => log({ level: "error", code: "unhandled-rejection", process: name, error: errorText(reason) });
  const thrown = (error: unknown) => {
    log({ level: "error", code: "uncaught-exception", process: name, error: errorText(error) });
    exit(1);
  };
  process.on("unhandledRejection", rejected);
  process.on("uncaughtException", thrown);
  return () => {
    process.off("unhandledRejection", rejected);
    process.off("uncaughtException", thrown);
  };
}
