import { afterEach, describe, expect, test, vi } from "vitest";
import { errorCodeOf, errorMessageOf, failureOf, manage, noStatus, studioCall, studioCallTimeoutMs } from "./studioApi";

/** A fetch that never answers, as over a dropped connection, but gives up when its signal aborts (as browsers do). */
function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
        if (init?.signal?.aborted === true) abort();
        init?.signal?.addEventListener("abort", abort);
      }),
  );
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a studio call that gets no answer", () => {
  test("times out after 15 s: it resolves (never rejects) with a timeout error saying so, and the request is aborted", async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal("fetch", fetchMock);
    const pending = manage("PUT", "/screens/home/draft", { baseVersion: 1, revision: 2, document: {} });
    await vi.advanceTimersByTimeAsync(studioCallTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const reply = await pending;
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(reply.status).toBe(noStatus);
    expect(failureOf(reply)).toBe("timeout");
    expect(errorMessageOf(reply)).toBe("The server did not answer within 15 seconds. Try again.");
  });

  test("times out also when the connection drops after the headers, while the body is read", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async (_input, init) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const pending = studioCall("GET", "/studio/api/manage/screens", undefined, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    const reply = await pending;
    expect(failureOf(reply)).toBe("timeout");
    expect(errorMessageOf(reply)).toBe("The server did not answer within 1 seconds. Try again.");
  });

  test("a network failure is a network error reply, not a rejection", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const reply = await manage("POST", "/drafts/3/publish", { note: "" });
    expect(reply.status).toBe(noStatus);
    expect(errorCodeOf(reply)).toBe("network");
    expect(errorMessageOf(reply)).toBe("No connection to the studio's server. Check your network and try again.");
  });

  test("a call its caller aborts is an aborted reply, at once", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const caller = new AbortController();
    const pending = studioCall("GET", "/studio/api/manage/audit", undefined, { signal: caller.signal });
    caller.abort();
    expect(failureOf(await pending)).toBe("aborted");
    // Already aborted before the call: not even sent.
    expect(failureOf(await studioCall("GET", "/studio/api/manage/audit", undefined, { signal: caller.signal }))).toBe("aborted");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["ar", "لا اتصال بخادم الاستوديو. تحقّق من الشبكة وحاول مجددًا."],
    ["fr", "Pas de connexion au serveur du studio. Vérifiez le réseau et réessayez."],
  ])("is told in the studio's language (%s, the page's lang)", async (lang, message) => {
    vi.stubGlobal("document", { documentElement: { lang } });
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(errorMessageOf(await manage("GET", "/screens"))).toBe(message);
  });
});

describe("a studio call that is answered", () => {
  test("gives the status and the JSON, sends writes as same-origin JSON, and leaves no timer running", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ draft: { id: 1 } }, 201));
    vi.stubGlobal("fetch", fetchMock);
    const reply = await manage("PUT", "/screens/home/draft", { baseVersion: 1 });
    expect(reply).toEqual({ status: 201, body: { draft: { id: 1 } } });
    expect(failureOf(reply)).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/studio/api/manage/screens/home/draft");
    expect(init).toMatchObject({ method: "PUT", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: '{"baseVersion":1}' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test("an error reply keeps the service's code and message; a body that is not JSON is a bad-reply", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: { code: "draft-stale", message: "changed" }, revision: 4 }, 409)));
    const stale = await manage("PUT", "/screens/home/draft", {});
    expect([stale.status, errorCodeOf(stale), errorMessageOf(stale), failureOf(stale)]).toEqual([409, "draft-stale", "changed", undefined]);

    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("<html>gateway</html>", { status: 502 })));
    const broken = await manage("GET", "/screens");
    expect([broken.status, errorCodeOf(broken), errorMessageOf(broken)]).toEqual([502, "bad-reply", "HTTP 502"]);
  });
});
