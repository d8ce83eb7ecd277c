import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { setLogSink, type LogEntry } from "@/ops/log";
import { forgeryRefusal } from "./forgery";
import { handleCrmUnsubscribePost } from "./crmUnsubscribe";

afterEach(() => {
  vi.restoreAllMocks();
  setLogSink(undefined);
});

const code = "v1.900001.promotions.1900000000.c0de-signature-c0de-signature-c0de-signa";

function unsubscribeRequest(body: string | undefined, query = ""): NextRequest {
  return new NextRequest(`http://localhost:3000/api/crm/unsubscribe?lang=en${query}`, {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
  });
}

describe("POST /api/crm/unsubscribe (the unsubscribe page's button)", () => {
  test("hands the body's code to the user service, without a session, and answers what it turned off", async () => {
    const unsubscribe = vi.spyOn(getServices().user, "crmUnsubscribe").mockResolvedValue({ list: "promotions", email: "j***@example.com" });
    const reply = await handleCrmUnsubscribePost(unsubscribeRequest(JSON.stringify({ code })));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(await reply.json()).toEqual({ ok: true, outcome: "done", list: "promotions", email: "j***@example.com" });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe.mock.calls[0]?.[1]).toBe(code);
    expect(unsubscribe.mock.calls[0]?.[0]).toMatchObject({ locale: "en" });
  });

  test("a code anywhere but a strict JSON body (the query, a form body, beside other keys, blank) does nothing: 400 missing", async () => {
    const unsubscribe = vi.spyOn(getServices().user, "crmUnsubscribe");
    const requests = [
      unsubscribeRequest(undefined, `&code=${code}`),
      unsubscribeRequest(`code=${code}`),
      unsubscribeRequest(JSON.stringify({ code, userId: "900002" })),
      unsubscribeRequest(JSON.stringify({ code: "   " })),
      unsubscribeRequest(JSON.stringify({ code: "x".repeat(513) })),
    ];
    for (const request of requests) {
      const reply = await handleCrmUnsubscribePost(request);
      expect([reply.status, await reply.json()]).toEqual([400, { ok: false, outcome: "missing" }]);
    }
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  test("the service's refusal of the link is failed; its press limit and an outage are unavailable; none logs the code", async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    const unsubscribe = vi.spyOn(getServices().user, "crmUnsubscribe");
    unsubscribe.mockRejectedValueOnce(new UserServiceError({ code: "INVALID_INPUT", status: 400, field: "code" }));
    const failed = await handleCrmUnsubscribePost(unsubscribeRequest(JSON.stringify({ code })));
    expect([failed.status, await failed.json()]).toEqual([400, { ok: false, outcome: "failed" }]);

    unsubscribe.mockRejectedValueOnce(new UserServiceError({ code: "TOO_MANY_ATTEMPTS", status: 429, field: "code", retryAfterSeconds: 120 }));
    const limited = await handleCrmUnsubscribePost(unsubscribeRequest(JSON.stringify({ code })));
    expect([limited.status, limited.headers.get("retry-after"), await limited.json()]).toEqual([429, "120", { ok: false, outcome: "unavailable" }]);

    unsubscribe.mockRejectedValueOnce(new Error("connect ECONNREFUSED 127.0.0.1:4000"));
    const down = await handleCrmUnsubscribePost(unsubscribeRequest(JSON.stringify({ code })));
    expect([down.status, await down.json()]).toEqual([502, { ok: false, outcome: "unavailable" }]);

    expect(logged.map((entry) => entry.code)).toEqual(["crm-unsubscribe-failed"]);
    expect(JSON.stringify(logged)).not.toContain(code);
  });

  test("another site cannot press the button: its form post or cross-site fetch is refused before the route (proxy.ts)", () => {
    const facts = (headers: Record<string, string>) => ({ method: "POST", header: (name: string) => headers[name] ?? null, ownOrigins: ["http://localhost:3000"] });
    expect(forgeryRefusal(facts({ origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" }))).toBe("cross-site");
    expect(forgeryRefusal(facts({ origin: "http://localhost:3000", "content-type": "text/plain", "sec-fetch-site": "same-origin" }))).toBe("not-json");
  });
});
