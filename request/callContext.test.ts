import { describe, expect, test } from "vitest";
import { anonymousViewer } from "@/domain/viewer";
import { callContextOf, type CallFacts } from "./callContext";

function facts(headers: Record<string, string>, overrides: Partial<CallFacts> = {}): CallFacts {
  return {
    viewer: anonymousViewer,
    header: (name) => headers[name] ?? null,
    defaultCountry: "JO",
    clientAddress: "203.0.113.9",
    deadline: 1_000,
    requestId: undefined,
    ...overrides,
  };
}

describe("a request's call context", () => {
  test("takes the country from the deployment's edge header only, else the default", () => {
    expect(callContextOf("ar", facts({ "cf-ipcountry": "SA" }, { countryHeader: "cf-ipcountry" })).country).toBe("SA");
    // Without a configured edge header, a header the browser sends names no country.
    expect(callContextOf("ar", facts({ "cf-ipcountry": "SA" })).country).toBe("JO");
  });

  test("carries the locale, client, address, deadline and request id", () => {
    expect(callContextOf("fr", facts({ "user-agent": "UA/1" }, { requestId: "r-1" }))).toEqual({
      locale: "fr",
      country: "JO",
      userAgent: "UA/1",
      clientAddress: "203.0.113.9",
      deadline: 1_000,
      requestId: "r-1",
    });
  });
});
