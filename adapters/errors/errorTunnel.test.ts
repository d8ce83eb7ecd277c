import { afterEach, describe, expect, test, vi } from "vitest";
import { forwardEnvelope, parseDsn, readdressed } from "./errorTunnel";

afterEach(() => vi.unstubAllGlobals());

describe("the error reporter's tunnel", () => {
  test("reads a DSN into the envelope address and key", () => {
    expect(parseDsn("http://shashaweb@127.0.0.1:4000/errors/1")).toEqual({
      envelopeUrl: "http://127.0.0.1:4000/errors/api/1/envelope/",
      publicKey: "shashaweb",
      dsn: "http://shashaweb@127.0.0.1:4000/errors/1",
    });
    expect(parseDsn("https://abc@o1.ingest.sentry.io/42")?.envelopeUrl).toBe("https://o1.ingest.sentry.io/api/42/envelope/");
    for (const bad of [undefined, "", "not a url", "https://o1.ingest.sentry.io/42", "https://abc@host/x", "ftp://abc@host/1"]) expect(parseDsn(bad)).toBeUndefined();
  });

  test("readdresses an envelope to the configured DSN, whatever the browser wrote", () => {
    const dsn = parseDsn("http://key@127.0.0.1:4000/errors/1");
    if (dsn === undefined) throw new Error("no dsn");
    const envelope = `${JSON.stringify({ event_id: "e1", dsn: "https://attacker@evil.example/9" })}\n{"type":"event"}\n{}`;
    expect(readdressed(envelope, dsn)).toBe(`{"event_id":"e1","dsn":"http://key@127.0.0.1:4000/errors/1"}\n{"type":"event"}\n{}`);
    expect(readdressed("no header", dsn)).toBeUndefined();
    expect(readdressed("[1]\n{}", dsn)).toBeUndefined();
  });

  test("sends to the DSN's service with its key; without a DSN it drops", async () => {
    const fetched = vi.fn<(url: string, init: { headers: Record<string, string> }) => Promise<Response>>(() => Promise.resolve(new Response("{}")));
    vi.stubGlobal("fetch", fetched);
    expect(await forwardEnvelope('{"event_id":"e1"}\n{"type":"event"}\n{}', parseDsn("http://key@127.0.0.1:4000/errors/1"))).toBe("sent");
    expect(fetched.mock.calls[0]?.[0]).toBe("http://127.0.0.1:4000/errors/api/1/envelope/");
    expect(fetched.mock.calls[0]?.[1].headers["x-sentry-auth"]).toContain("sentry_key=key");
    expect(await forwardEnvelope('{"event_id":"e1"}\n', undefined)).toBe("dropped");
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
