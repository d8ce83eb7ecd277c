import { describe, expect, test } from "vitest";
import { createRouter } from "../http/router";
import { HttpError } from "../http/HttpError";
import { createErrorSinkRoutes, envelopeEvents, errorSinkKey } from "./errorSinkRoutes";
import type { StaffStore } from "../manage/staffStore";

const envelope = [
  JSON.stringify({ event_id: "e1", sent_at: "2026-11-29T08:00:00Z", dsn: `http://${errorSinkKey}@127.0.0.1:4000/errors/1` }),
  JSON.stringify({ type: "event" }),
  JSON.stringify({ event_id: "e1", level: "error", exception: { values: [{ type: "Error", value: "boom" }] }, breadcrumbs: [{ category: "navigation" }] }),
  JSON.stringify({ type: "client_report" }),
  JSON.stringify({ discarded_events: [] }),
  "",
].join("\n");

const noStaff = { sessionOwner: () => undefined, useToken: () => undefined } as unknown as StaffStore;

function sink() {
  const router = createRouter(createErrorSinkRoutes({ staff: noStaff, manageToken: "manage", now: () => new Date("2026-11-29T08:00:01Z") }));
  return async (method: string, path: string, body = "", headers: Record<string, string> = {}) => {
    try {
      return await router({ method, path: path.split("?")[0] ?? path, query: new URLSearchParams(path.split("?")[1] ?? ""), headers, readBody: () => Promise.resolve(body) });
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: "" };
      throw error;
    }
  };
}

describe("the error sink", () => {
  test("reads the events of an envelope and leaves its other items", () => {
    expect(envelopeEvents(envelope)).toEqual([{ event_id: "e1", level: "error", exception: { values: [{ type: "Error", value: "boom" }] }, breadcrumbs: [{ category: "navigation" }] }]);
    expect(() => envelopeEvents("not json\n")).toThrow(/not JSON/);
    expect(() => envelopeEvents("")).toThrow(/no header/);
  });

  test("takes envelopes with its key and lists them to management callers only", async () => {
    const call = sink();
    expect((await call("POST", "/errors/api/1/envelope/?sentry_key=other", envelope)).status).toBe(401);
    expect((await call("POST", `/errors/api/1/envelope/?sentry_key=${errorSinkKey}`, envelope)).status).toBe(200);
    expect((await call("POST", "/errors/api/1/envelope/", envelope, { "x-sentry-auth": `Sentry sentry_version=7, sentry_key=${errorSinkKey}` })).status).toBe(200);
    expect((await call("GET", "/errors/events")).status).toBe(401);
    const listed = await call("GET", "/errors/events", "", { authorization: "Bearer manage" });
    expect(listed.status).toBe(200);
    expect(listed.body).toContain('"value":"boom"');
  });
});
