import { describe, expect, test } from "vitest";
import { samplePartners } from "@/components/testing/samplePartners";
import { guideReader } from "./guideSource";
import { ScreenData } from "./ScreenData";
import { partnersReader, type PartnersSource } from "./plans";
import { BlockResolutions } from "./resolvers";
import { noRoute, type RouteData } from "./routeValues";
import type { Block } from "@/screens-schema/types";
import { unusedContent } from "./unusedContent";

const ctx = { locale: "en" as const, country: "JO" };
const noContent = unusedContent("no content in this test");

/** The render's partner request over the sample partners (each request's locale noted in `asked`), or no source at all. */
function resolutions(route: RouteData, asked: string[], withSource = true): BlockResolutions {
  const source: PartnersSource | undefined = withSource ? { partners: async (call) => (asked.push(call.locale), samplePartners("en")) } : undefined;
  return new BlockResolutions({
    data: new ScreenData(noContent, ctx, route),
    viewer: undefined,
    route,
    userType: "anonymous",
    profileKind: "adult",
    plans: () => Promise.reject(new Error("unused")),
    paymentMethods: () => Promise.reject(new Error("unused")),
    shell: { platform: "WEB", webView: false },
    partners: partnersReader(source, ctx),
    guide: guideReader(undefined, ctx),
    placeOf: (block) => ({ screenId: "s", pointer: `/blocks/${block.id}` }),
  });
}

async function partnersOf(all: BlockResolutions, block: Block) {
  const resolution = await all.of(block);
  if (resolution.kind !== "ok" || !("partners" in resolution.data)) throw new Error(`no partners for ${block.id}`);
  return resolution.data.partners;
}

describe("the partner-list block", () => {
  test("a list of the block's kinds and a partner's page make one request for the render", async () => {
    const asked: string[] = [];
    const all = resolutions({ ...noRoute, partnerName: "Sling" }, asked);
    const list = await partnersOf(all, { type: "partner-list", id: "tv", kinds: ["TV"] });
    const one = await partnersOf(all, { type: "partner-list", id: "one", show: "route" });
    expect(list.kind === "list" ? list.partners.map((partner) => partner.id) : []).toEqual(["dish", "sling"]);
    // The path's name is matched whatever its case.
    expect(one.kind === "one" ? one.partner?.id : undefined).toBe("sling");
    expect(asked).toEqual(["en"]);
  });

  test("a page naming no partner the service has says so, and a failed sign-in's reason reaches the page", async () => {
    const unknown = await partnersOf(resolutions({ ...noRoute, partnerName: "nobody" }, []), { type: "partner-list", id: "one", show: "route" });
    expect(unknown).toEqual({ kind: "one", partner: undefined });
    const refused = await partnersOf(resolutions({ ...noRoute, partnerName: "dish", query: { partnerError: "not-entitled" } }, []), { type: "partner-list", id: "one", show: "route" });
    expect(refused.kind === "one" ? refused.signInError : undefined).toBe("not-entitled");
  });

  test("a render without a partners source fails the block (its fallback shows) rather than showing none", async () => {
    expect((await resolutions(noRoute, [], false).of({ type: "partner-list", id: "partners" })).kind).toBe("failed");
  });
});
