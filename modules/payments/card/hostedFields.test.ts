import { describe, expect, it } from "vitest";
import { frameMessageOf, hostedFieldsUrl } from "./hostedFields";

const provider = "http://localhost:4002";

describe("the hosted fields' messages", () => {
  it("believes the provider's frame only", () => {
    const data = { source: "shasha-card-provider", type: "tokenized", token: "tok_1", brand: "visa", last4: "1111" };
    expect(frameMessageOf({ origin: provider, data }, provider)).toEqual(data);
    expect(frameMessageOf({ origin: "http://evil.example", data }, provider)).toBeUndefined();
    const withExpiry = { ...data, expiryMonth: "03", expiryYear: "2029" };
    expect(frameMessageOf({ origin: provider, data: withExpiry }, provider)).toEqual(withExpiry);
  });

  it("drops what is not one of its messages", () => {
    expect(frameMessageOf({ origin: provider, data: { source: "shasha-card-provider", type: "tokenized", token: "" } }, provider)).toBeUndefined();
    expect(frameMessageOf({ origin: provider, data: "ready" }, provider)).toBeUndefined();
    expect(frameMessageOf({ origin: provider, data: { source: "shasha-card-provider", type: "validity", valid: true } }, provider)).toMatchObject({ valid: true });
  });

  it("names this page's origin and language to the frame", () => {
    expect(hostedFieldsUrl(provider, "http://localhost:3000", "ar")).toBe("http://localhost:4002/checkoutshopper/hosted-fields?parent=http%3A%2F%2Flocalhost%3A3000&lang=ar");
  });
});
