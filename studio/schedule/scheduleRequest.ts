/**
 * A schedule as the management service takes it (issue 17): the saved draft goes live at a time and, optionally, at
 * an end time the version it replaced comes back, or another published version takes its place.
 */

export interface ScheduleRequest {
  screenId: string;
  at: string;
  source: { draftId: number };
  note: string;
  end?: { at: string; source: { version: number } | "previous" };
}

/** The schedule form's fields (`start`, `end`, `note`, `after`) as the request that schedules the draft. */
export function scheduleRequest(screenId: string, draftId: number, form: FormData): ScheduleRequest {
  const start = String(form.get("start") ?? "");
  const end = String(form.get("end") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const after = Number(form.get("after") ?? "");
  const endSource = Number.isInteger(after) && after > 0 ? { version: after } : "previous";
  return {
    screenId,
    at: new Date(start).toISOString(),
    source: { draftId },
    note,
    ...(end === "" ? {} : { end: { at: new Date(end).toISOString(), source: endSource } }),
  };
}
