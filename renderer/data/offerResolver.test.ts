import { describe, expect, test } from "vitest";
import { sampleOffers } from "@/components/testing/sampleOffers";
import { samplePackageChoice } from "@/components/testing/samplePackages";
import type { PackageCatalogue } from "@/domain/subscription/packages";
import type { Block } from "@/screens-schema/types";
import { guideReader } from "./guideSource";
import { ScreenData } from "./ScreenData";
import { BlockResolutions } from "./resolvers";
import { noRoute, type RouteData } from "./routeValues";
import type { ViewerData } from "./viewerData";
import { unusedContent } from "./unusedContent";

const ctx = { locale: "en" as const, country: "JO" };
const none = () => Promise.reject(new Error("not asked by the offer-list block"));
const noContent = unusedContent("not asked by the offer-list block");

const choice = samplePackageChoice("en");
const catalogue: PackageCatalogue = { country: "JO", packages: [...choice.packages, { ...choice.packages[0]!, id: "shasha-ultimate", name: "Ultimate" }], featureRows: [], offers: sampleOffers("en") };

/** A signed-in viewer's port that answers only offer eligibility: the sport offer is refused as the account holds it. */
function viewer(asked: string[]): ViewerData {
  const port: Partial<ViewerData> = {
    offerEligibility: async (offerId) => (asked.push(offerId), offerId === "offer-sport-launch" ? { eligible: false, reason: "ALREADY_ON_PACKAGE" } : { eligible: true, reason: "ELIGIBLE" }),
  };
  return new Proxy(port, { get: (target, name) => (name in target ? Reflect.get(target, name) : none) }) as ViewerData;
}

function resolutions(route: RouteData, who: { viewer?: ViewerData; userType: "anonymous" | "registered" | "subscribed"; kid?: boolean }, plans: string[] = []): BlockResolutions {
  return new BlockResolutions({
    data: new ScreenData(noContent, ctx, route),
    viewer: who.viewer,
    route,
    userType: who.userType,
    profileKind: who.kid ? "kid" : "adult",
    plans: async (flow) => (plans.push(flow), catalogue),
    paymentMethods: none,
    shell: { platform: "WEB", webView: false },
    partners: none,
    guide: guideReader(undefined, ctx),
    placeOf: (block) => ({ screenId: "s", pointer: `/blocks/${block.id}` }),
  });
}

const list: Block = { type: "offer-list", id: "offers" };
const one: Block = { type: "offer-list", id: "offer", show: "route" };

async function offersOf(all: BlockResolutions, block: Block) {
  const resolution = await all.of(block);
  if (resolution.kind !== "ok" || !("offers" in resolution.data)) throw new Error(`no offers for ${block.id}`);
  return resolution.data.offers;
}

describe("the offer-list block", () => {
  test("a guest gets the offers for new subscribers and for all, each to sign in for, without asking the service who they are", async () => {
    const plans: string[] = [];
    const offers = await offersOf(resolutions(noRoute, { userType: "anonymous" }, plans), list);
    expect(offers.kind === "list" ? offers.offers.map((card) => [card.offer.id, card.packageName, card.verdict]) : []).toEqual([
      ["offer-welcome-vip", "VIP", "sign-in"],
      ["offer-sport-launch", "Sport", "sign-in"],
    ]);
    expect(plans).toEqual(["ORGANIC_ACQUISITION"]);
  });

  test("a subscriber gets the upgrade offers and those for all, with the service's verdict for the account on each", async () => {
    const asked: string[] = [];
    const plans: string[] = [];
    const offers = await offersOf(resolutions(noRoute, { viewer: viewer(asked), userType: "subscribed" }, plans), list);
    expect(offers.kind === "list" ? offers.offers.map((card) => [card.offer.id, card.verdict]) : []).toEqual([
      ["offer-sport-launch", "has-package"],
      ["offer-ultimate-upgrade", "eligible"],
    ]);
    expect(asked.sort()).toEqual(["offer-sport-launch", "offer-ultimate-upgrade"]);
    expect(plans).toEqual(["ORGANIC_UPGRADE"]);
  });

  test("one offer's page: the path's offer whatever its audience; a kids profile never asks; an offer not running is none", async () => {
    const asked: string[] = [];
    const route = { ...noRoute, offerParam: "offer-ultimate-upgrade" };
    const registered = await offersOf(resolutions(route, { viewer: viewer(asked), userType: "registered" }), one);
    expect(registered.kind === "one" ? [registered.offer?.offer.id, registered.offer?.verdict] : []).toEqual(["offer-ultimate-upgrade", "eligible"]);
    const kid = await offersOf(resolutions(route, { viewer: viewer(asked), userType: "subscribed", kid: true }), one);
    expect(kid.kind === "one" ? kid.offer?.verdict : undefined).toBe("kid-profile");
    expect(asked).toEqual(["offer-ultimate-upgrade"]);
    expect(await offersOf(resolutions({ ...noRoute, offerParam: "offer-made-up" }, { userType: "anonymous" }), one)).toEqual({ kind: "one", country: "JO", offer: undefined });
  });

  test("a verdict the service cannot give fails the block (its fallback shows), never a way to pay", async () => {
    const failing = new Proxy({}, { get: () => none }) as ViewerData;
    expect((await resolutions({ ...noRoute, offerParam: "offer-welcome-vip" }, { viewer: failing, userType: "registered" }).of(one)).kind).toBe("failed");
  });
});
