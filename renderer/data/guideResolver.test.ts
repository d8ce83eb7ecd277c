import { describe, expect, test } from "vitest";
import { sampleFilters, sampleGuidePage, sampleSchedule } from "@/components/guide/sampleGuide";
import type { GuideRequest } from "@/domain/guide";
import type { Block } from "@/screens-schema/types";
import { gridWindow } from "./guideResolver";
import { guideReader, type GuideSource } from "./guideSource";
import { BlockResolutions } from "./resolvers";
import { noRoute, type RouteData } from "./routeValues";
import { ScreenData } from "./ScreenData";
import { unusedContent } from "./unusedContent";

const ctx = { locale: "en" as const, country: "EG" };
const none = () => Promise.reject(new Error("not asked by the programme-guide block"));
const noContent = unusedContent("not asked by the programme-guide block");

/** The sample guide as the content adapter would answer, each request noted. */
function source(asked: string[]): GuideSource {
  return {
    liveGuide: async (request: GuideRequest) => (asked.push(`live:${JSON.stringify(request)}`), sampleGuidePage("en")),
    channelSchedule: async (channelId) => (asked.push(`day:${channelId}`), channelId === "ch-1" ? sampleSchedule("en") : undefined),
    guideFilters: async () => (asked.push("filters"), sampleFilters("en")),
  };
}

function resolutions(route: RouteData, asked: string[]): BlockResolutions {
  return new BlockResolutions({
    data: new ScreenData(noContent, ctx, route),
    viewer: undefined,
    route,
    userType: "anonymous",
    profileKind: "adult",
    plans: none,
    paymentMethods: none,
    shell: { platform: "WEB", webView: false },
    partners: none,
    guide: guideReader(source(asked), ctx),
    placeOf: (block) => ({ screenId: "s", pointer: `/blocks/${block.id}` }),
  });
}

async function guideOf(all: BlockResolutions, block: Block) {
  const resolution = await all.of(block);
  if (resolution.kind !== "ok" || !("guide" in resolution.data)) throw new Error(`no guide for ${block.id}`);
  return resolution.data.guide;
}

describe("the programme-guide block", () => {
  test("the grid's window starts at the current half hour and runs the block's hours", () => {
    expect(gridWindow(new Date("2026-03-10T19:12:00Z"), 3)).toEqual({ from: "2026-03-10T19:00:00.000Z", to: "2026-03-10T22:00:00.000Z" });
    expect(gridWindow(new Date("2026-03-10T19:30:00Z"), 1)).toEqual({ from: "2026-03-10T19:30:00.000Z", to: "2026-03-10T20:30:00.000Z" });
  });

  test("the grid asks for the page's filter and the guide's filters, and formats in the viewer's country's zone first", async () => {
    const asked: string[] = [];
    const guide = await guideOf(resolutions({ ...noRoute, query: { guide: { genre: "kids" } } }, asked), { type: "programme-guide", id: "g", view: "grid", size: 10 });
    expect(guide.kind).toBe("grid");
    expect(guide.display).toEqual({ locale: "en", timeZone: "Africa/Cairo", country: "EG" });
    expect(guide.kind === "grid" ? guide.active : undefined).toEqual({ genre: "kids" });
    const live = asked.find((entry) => entry.startsWith("live:")) ?? "";
    expect(JSON.parse(live.slice("live:".length))).toMatchObject({ page: 0, size: 10, genre: "kids" });
    expect(asked).toContain("filters");
  });

  test("a channel's day: the block's channel, else the page's; one the service does not know fails the block", async () => {
    const asked: string[] = [];
    const fixed = await guideOf(resolutions(noRoute, asked), { type: "programme-guide", id: "d", view: "channel", channelId: "ch-1" });
    expect(fixed.kind === "channel" ? fixed.schedule.channel.id : undefined).toBe(sampleSchedule("en").channel.id);
    const fromRoute = await guideOf(resolutions({ ...noRoute, values: { contentId: "ch-1" } }, asked), { type: "programme-guide", id: "d", view: "channel" });
    expect(fromRoute.kind).toBe("channel");
    expect((await resolutions(noRoute, asked).of({ type: "programme-guide", id: "d", view: "channel", channelId: "nope" })).kind).toBe("failed");
    expect((await resolutions(noRoute, asked).of({ type: "programme-guide", id: "d", view: "channel" })).kind).toBe("failed");
    expect(asked).toEqual(["day:ch-1", "day:ch-1", "day:nope"]);
  });

  test("each channel's now and next: one page of the block's size, as of the service's now", async () => {
    const asked: string[] = [];
    const guide = await guideOf(resolutions(noRoute, asked), { type: "programme-guide", id: "n", view: "now-next", size: 5 });
    expect(guide.kind === "now-next" ? guide.page.channels.length : 0).toBe(sampleGuidePage("en").channels.length);
    expect(asked).toEqual([`live:${JSON.stringify({ page: 0, size: 5 })}`]);
  });
});
