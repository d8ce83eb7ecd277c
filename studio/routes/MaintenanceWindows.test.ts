import { describe, expect, test } from "vitest";
import { withWindow } from "./MaintenanceWindows";

describe("switching a maintenance window in the route table", () => {
  test("sets only that area, keeping the others and the rows", () => {
    const table = { schemaVersion: "1.0", maintenanceWindows: { settings: true }, routes: [{ path: "/" }] };
    expect(withWindow(table, "streamingPages", true)).toEqual({ schemaVersion: "1.0", maintenanceWindows: { settings: true, streamingPages: true }, routes: [{ path: "/" }] });
    expect(withWindow(table, "settings", false).maintenanceWindows).toEqual({ settings: false });
  });

  test("a table without windows gets them", () => {
    expect(withWindow({ routes: [] }, "landingPages", true)).toEqual({ routes: [], maintenanceWindows: { landingPages: true } });
  });
});
