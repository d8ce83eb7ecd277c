import { describe, expect, test } from "vitest";
import { messageOfEngineCode, messageOfServerCode, offersUpsell, trackingOf } from "./playerErrors";

describe("playback messages (spec 8)", () => {
  test("server codes map to the spec's messages; anything else is the generic one", () => {
    expect(messageOfServerCode("NOT_SUBSCRIBED")).toBe("notSubscriber");
    expect(messageOfServerCode("GEO_RESTRICTED")).toBe("geoRestriction");
    expect(messageOfServerCode("CONCURRENCY_LIMIT")).toBe("concurrencyLimit");
    expect(messageOfServerCode("TOO_MANY_ATTEMPTS")).toBe("tooManyPlayouts");
    expect(messageOfServerCode("drm_4003")).toBe("drmRevoked");
    expect(messageOfServerCode("drm_3101")).toBe("drmRevoked");
    expect(messageOfServerCode("SOMETHING_NEW")).toBe("generic");
    expect(messageOfServerCode(undefined)).toBe("generic");
  });

  test("engine codes: no key system is 'DRM not supported'", () => {
    expect(messageOfEngineCode(6001)).toBe("drmNotSupported");
    expect(messageOfEngineCode(4003)).toBe("drmRevoked");
    expect(messageOfEngineCode(1001)).toBe("generic");
  });

  test("every error is tracked as 'Player error'; the concurrency limit also names itself", () => {
    expect(trackingOf("geoRestriction")).toEqual({ label: "Player error", message: "geoRestriction" });
    expect(trackingOf("concurrencyLimit")).toEqual({ label: "Player error", detail: "IP concurrency limit reached", message: "concurrencyLimit" });
    expect(offersUpsell("notSubscriber")).toBe(true);
    expect(offersUpsell("geoRestriction")).toBe(false);
  });
});
