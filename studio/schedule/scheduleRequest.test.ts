import { describe, expect, test } from "vitest";
import { scheduleRequest } from "./scheduleRequest";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a schedule of the draft", () => {
  test("goes live at the start, with the note trimmed, and has no end when none is given", () => {
    const request = scheduleRequest("home", 7, formOf({ start: "2030-01-02T03:04", end: "", note: "  Ramadan  ", after: "" }));
    expect(request).toEqual({ screenId: "home", at: new Date("2030-01-02T03:04").toISOString(), source: { draftId: 7 }, note: "Ramadan" });
  });

  test("ends with the version it replaced when no other is chosen", () => {
    const request = scheduleRequest("home", 7, formOf({ start: "2030-01-02T03:04", end: "2030-02-02T03:04", note: "n", after: "" }));
    expect(request.end).toEqual({ at: new Date("2030-02-02T03:04").toISOString(), source: "previous" });
  });

  test("ends with the published version chosen to follow it", () => {
    const request = scheduleRequest("home", 7, formOf({ start: "2030-01-02T03:04", end: "2030-02-02T03:04", note: "n", after: "3" }));
    expect(request.end?.source).toEqual({ version: 3 });
  });
});
