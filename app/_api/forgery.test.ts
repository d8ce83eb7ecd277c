import { describe, expect, test } from "vitest";
import { forgeryRefusal } from "./forgery";

const own = ["http://localhost:3000"];

function facts(method: string, headers: Record<string, string>) {
  return { method, header: (name: string) => headers[name] ?? null, ownOrigins: own };
}

describe("a state-changing request", () => {
  test("from this origin, as JSON, goes on", () => {
    expect(forgeryRefusal(facts("POST", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin", "content-type": "application/json" }))).toBeUndefined();
    expect(forgeryRefusal(facts("POST", { origin: "http://localhost:3000", "content-type": "application/json; charset=utf-8" }))).toBeUndefined();
  });

  test("of a cross-site form (text/plain, foreign origin) is refused", () => {
    const form = { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" };
    expect(forgeryRefusal(facts("POST", form))).toBe("cross-site");
    expect(forgeryRefusal(facts("POST", { ...form, "content-type": "application/json" }))).toBe("cross-site");
  });

  test("with a foreign Origin, a same-site subdomain, a null origin or no origin at all is refused", () => {
    const json = { "content-type": "application/json" };
    expect(forgeryRefusal(facts("POST", { ...json, origin: "https://evil.example" }))).toBe("cross-site");
    expect(forgeryRefusal(facts("POST", { ...json, origin: "null" }))).toBe("cross-site");
    expect(forgeryRefusal(facts("DELETE", { ...json, "sec-fetch-site": "same-site", origin: "http://sub.localhost:3000" }))).toBe("cross-site");
    expect(forgeryRefusal(facts("POST", { ...json, "sec-fetch-site": "none" }))).toBe("cross-site");
    expect(forgeryRefusal(facts("POST", json))).toBe("cross-site");
  });

  test("from this origin but not JSON is refused", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"]) {
      expect(forgeryRefusal(facts("POST", { origin: "http://localhost:3000", "content-type": type }))).toBe("not-json");
    }
    expect(forgeryRefusal(facts("PATCH", { origin: "http://localhost:3000" }))).toBe("not-json");
  });

  test("reads are never refused", () => {
    expect(forgeryRefusal(facts("GET", { origin: "https://evil.example" }))).toBeUndefined();
    expect(forgeryRefusal(facts("HEAD", {}))).toBeUndefined();
  });

  test("the error reporter's tunnel takes its SDK's envelopes, from this origin only; nothing else does", () => {
    const envelope = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin", "content-type": "application/x-sentry-envelope" };
    expect(forgeryRefusal({ ...facts("POST", envelope), pathname: "/api/errors" })).toBeUndefined();
    expect(forgeryRefusal({ ...facts("POST", envelope), pathname: "/api/session/login" })).toBe("not-json");
    expect(forgeryRefusal({ ...facts("POST", { ...envelope, "content-type": "text/plain" }), pathname: "/api/errors" })).toBe("not-json");
    expect(forgeryRefusal({ ...facts("POST", { ...envelope, origin: "https://evil.example", "sec-fetch-site": "cross-site" }), pathname: "/api/errors" })).toBe("cross-site");
  });
});
