import { describe, expect, test } from "vitest";
import { lastOfferDay, offerVerdict, offersForFlow, type SpecialOffer } from "./offers";

const offer = (id: string, audience: SpecialOffer["audience"]): SpecialOffer => ({
  id,
  title: id,
  primary: false,
  productId: "shasha-vip",
  audience,
  endsAt: "2027-12-31T00:00:00.000Z",
  price: { minor: 2000, currency: "JOD" },
  regularPrice: { minor: 4000, currency: "JOD" },
  period: "P1M",
});

describe("special offers", () => {
  test("a flow lists the offers for its audience and those for all, in the service's order", () => {
    const offers = [offer("a", "upgrade"), offer("b", "all"), offer("c", "acquisition")];
    expect(offersForFlow(offers, "acquisition").map((item) => item.id)).toEqual(["b", "c"]);
    expect(offersForFlow(offers, "upgrade").map((item) => item.id)).toEqual(["a", "b"]);
  });

  test("the service's reasons become the page's verdicts; an unknown reason or a contradiction is no offer", () => {
    expect(offerVerdict({ eligible: true, reason: "ELIGIBLE" })).toBe("eligible");
    expect(offerVerdict({ eligible: false, reason: "ALREADY_SUBSCRIBED" })).toBe("for-new");
    expect(offerVerdict({ eligible: false, reason: "NOT_SUBSCRIBED" })).toBe("for-subscribers");
    expect(offerVerdict({ eligible: false, reason: "ALREADY_ON_PACKAGE" })).toBe("has-package");
    expect(offerVerdict({ eligible: false, reason: "OFFER_INACTIVE" })).toBe("ended");
    expect(offerVerdict({ eligible: false, reason: "NOT_AVAILABLE_IN_COUNTRY" })).toBe("not-in-country");
    expect(offerVerdict({ eligible: false, reason: "SIGN_IN_REQUIRED" })).toBe("sign-in");
    expect(offerVerdict({ eligible: false, reason: "SOMETHING_NEW" })).toBe("unavailable");
    expect(offerVerdict({ eligible: false, reason: "ELIGIBLE" })).toBe("unavailable");
  });

  test("an offer ending at midnight UTC may be taken until the day before", () => {
    expect(lastOfferDay(offer("a", "all")).toISOString().slice(0, 10)).toBe("2027-12-30");
  });
});
