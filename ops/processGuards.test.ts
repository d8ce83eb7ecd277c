import { afterEach, describe, expect, test, vi } from "vitest";
import { setLogSink, type LogEntry } from "./log";
import { guardProcess } from "./processGuards";

let logged: LogEntry[] = [];
let release: (() => void) | undefined;

afterEach(() => {
  release?.();
  setLogSink(undefined);
  logged = [];
});

describe("a guarded process", () => {
  test("logs a rejection nobody handled and serves on", () => {
    setLogSink((entry) => logged.push(entry));
    const exit = vi.fn<(code: number) => void>();
    release = guardProcess("services", exit);
    process.emit("unhandledRejection", new Error("licence key file is half written"), Promise.resolve());
    expect(logged).toMatchObject([{ level: "error", code: "unhandled-rejection", process: "services" }]);
    expect(String(logged[0]?.error)).toContain("licence key file is half written");
    expect(exit).not.toHaveBeenCalled();
  });

  test("logs an exception thrown past every handler and exits 1, for its supervisor to restart it", () => {
    setLogSink((entry) => logged.push(entry));
    const exit = vi.fn<(code: number) => void>();
    release = guardProcess("app", exit);
    process.emit("uncaughtException", new Error("state unknown"));
    expect(logged).toMatchObject([{ level: "error", code: "uncaught-exception", process: "app" }]);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
