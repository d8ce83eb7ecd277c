// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { OfferVerdict } from "@/domain/subscription/offers";
import type { OfferListBlock } from "@/screens-schema/generated/types";
import { createTestUi } from "../testing/createTestUi";
import { sampleOfferWith } from "../testing/sampleOffers";
import { OfferListView } from "./OfferListView";
import type { OfferChoice } from "./offerChoice";

afterEach(cleanup);

const block: OfferListBlock = { type: "offer-list", id: "offer", show: "route" };

function renderOffer(choice: OfferChoice, locale: "ar" | "en" | "fr" = "en", shown: OfferListBlock = block) {
  return render(<OfferListView block={shown} rootProps={{ "data-block": "offer-list", "data-block-id": shown.id }} ui={createTestUi(locale)} offers={choice} />);
}

describe("one offer's page: the way on is the service's verdict", () => {
  test("eligible: pay at the offer's price on the payment page, the package and the offer named", () => {
    renderOffer(sampleOfferWith("eligible", "en"));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Welcome offer: your first month of VIP for less");
    expect(screen.getByRole("link", { name: "Take this offer" }).getAttribute("href")).toBe("/en/hub/payment-methods?package=shasha-vip&offer=offer-welcome-vip");
  });

  test("a guest signs in first, on the validation page that comes back to the offer", () => {
    renderOffer(sampleOfferWith("sign-in", "fr"), "fr");
    expect(screen.getByRole("link", { name: "Se connecter pour profiter de l’offre" }).getAttribute("href")).toBe("/fr/hub/offerValidation/offer-welcome-vip");
  });

  test.each([
    ["for-new", "This offer is for new subscribers. You already have a subscription."],
    ["has-package", "You already have this package or a bigger one."],
    ["kid-profile", "A kids profile cannot take offers. Switch to an adult profile."],
    ["ended", "This offer has ended."],
  ] as const satisfies readonly (readonly [OfferVerdict, string])[])("%s: why not, no way to pay, and the packages instead", (verdict, words) => {
    renderOffer(sampleOfferWith(verdict, "en"), "en", { ...block, packagesLink: { type: "navigate", to: "/hub/promo" } });
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Take this offer" })).toBeNull();
    expect(screen.getByRole("link", { name: "See our packages" }).getAttribute("href")).toBe("/en/hub/promo");
  });

  test("an offer the path names that is not running says so, in Arabic too, and links to the offers", () => {
    renderOffer({ kind: "one", country: "JO", offer: undefined }, "ar");
    expect(screen.getByText("انتهى هذا العرض أو أنه غير موجود.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "كل العروض" }).getAttribute("href")).toBe("/ar/hub/offers");
  });

  test("no offers for this viewer: the list says so and shows the packages", () => {
    renderOffer({ kind: "list", country: "JO", offers: [] }, "en", { type: "offer-list", id: "offers" });
    expect(screen.getByText(/There are no offers for you right now\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See our packages" }).getAttribute("href")).toBe("/en/promo");
  });
});
