import type { PaymentMethodOffer } from "@/domain/subscription/paymentMethods";
import { guideReader, type GuideReader } from "./guideSource";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { BlockViewProps } from "@/components/ui-context";
import type { AccountProfile } from "@/domain/account";
import type { FlowType } from "@/domain/subscription/flows";
import type { PackageCatalogue } from "@/domain/subscription/packages";
import type { ContentItem, UserType } from "@/domain/types";
import type { ProductFilter } from "@/adapters/content/contentClient";
import type { Block } from "@/screens-schema/types";
import { setReportSink, type Report } from "../report";
import { BlockResolutions, checkoutOf } from "./resolvers";
import { noRoute, type RouteData } from "./routeValues";
import { ScreenData, type ContentSource } from "./ScreenData";
import type { ViewerData } from "./viewerData";
import { paymentMethodsReader, plansReader, type PlansReader } from "./plans";
import { sampleCards, sampleCarrierContracts, sampleCashReference, samplePayments, sampleQuote, sampleDeal, sampleReasons, sampleReservedCoupon, sampleStanding } from "@/components/testing/sampleSubscription";
import { samplePackageChoice } from "@/components/testing/samplePackages";
import { sampleDevices } from "@/components/testing/sampleDevices";

function item(id: string): ContentItem {
  return { id, kind: "movie", title: `T${id}`, description: "", genres: [], images: {}, plus: false, comingSoon: false, isLive: false, href: `/movies/t/movie-${id}` };
}

function recordingSource() {
  const calls: string[] = [];
  const source: ContentSource = {
    async productsByIds(ids) {
      calls.push(`ids:${ids.length}`);
      return ids.map(item);
    },
    async filter(filter: ProductFilter) {
      calls.push(`filter:${filter.sort}:${filter.page}:${filter.size}`);
      return [item("f1")];
    },
    async carousel(id) {
      calls.push(`carousel:${id}`);
      if (id === "broken") throw new Error("carousel failed");
      return { id, title: id, items: [item(`${id}-1`)] };
    },
    async liveChannels(paging) {
      calls.push(`live:${paging.page}:${paging.size}`);
      return [item("ch1")];
    },
    async liveEvents(query) {
      calls.push(`events:${query.state ?? ""}:${query.eventType ?? ""}:${query.page}:${query.size}`);
      return { items: [item("ev1")], total: 1 };
    },
    async search(request) {
      calls.push(`search:${request.text}:${request.productType ?? ""}:${request.genre ?? ""}:${request.sort ?? ""}:${request.page}:${request.size}`);
      const items = request.text === "none" ? [] : [item("s1")];
      return { items, page: request.page, size: request.size, total: items.length * 30, genres: [{ id: "drama", title: "Drama", count: 30 }] };
    },
    async filterPage(filter: ProductFilter) {
      calls.push(`page:${filter.productType}:${filter.genre}:${filter.sort}:${filter.page}:${filter.size}`);
      return { items: [item("g1")], page: filter.page, size: filter.size, total: 60 };
    },
    async product(id) {
      calls.push(`product:${id}`);
      if (id === "404") return undefined;
      const kind = id.startsWith("s") ? ("series" as const) : ("movie" as const);
      return { item: { ...item(id), kind }, trailers: [item(`${id}-trailer`)] };
    },
    async seasons(titleId) {
      calls.push(`seasons:${titleId}`);
      const episode = (n: number, comingSoon = false): ContentItem => ({ ...item(`${titleId}-e${n}`), kind: "episode", comingSoon });
      return [
        { id: "a", number: 1, title: "S1", comingSoon: false, episodes: [episode(1), episode(2)], clips: [] },
        { id: "b", number: 2, title: "S2", comingSoon: true, episodes: [episode(3, true)], clips: [] },
      ];
    },
    async related(id, size) {
      calls.push(`related:${id}:${size}`);
      return [item("r1")];
    },
  };
  return { source, calls };
}

const ctx = { locale: "en" as const, country: "JO" };

type ViewData = Pick<BlockViewProps<Block>, "items" | "detail" | "seasons" | "page" | "history" | "progress" | "profiles" | "prefilled" | "packages" | "order" | "paymentMethods" | "subscription" | "partners" | "offers" | "guide" | "results" | "devices" | "pairing" | "onboarding">;

const noPlans: PlansReader = () => Promise.reject(new Error("no catalogue in this test"));

interface Extra {
  userType?: UserType;
  profileKind?: "adult" | "kid";
  plans?: PlansReader;
  methods?: PaymentMethodOffer[];
  guide?: GuideReader;
}

function resolutionsOf(source: ContentSource, route: RouteData = noRoute, viewer?: ViewerData, extra: Extra = {}): BlockResolutions {
  return new BlockResolutions({
    data: new ScreenData(source, ctx, route),
    viewer,
    route,
    userType: extra.userType ?? (viewer ? "registered" : "anonymous"),
    profileKind: extra.profileKind ?? "adult",
    plans: extra.plans ?? noPlans,
    paymentMethods: async () => extra.methods ?? [],
    shell: { platform: "WEB", webView: false },
    partners: () => Promise.reject(new Error("no partners in this test")),
    guide: extra.guide ?? guideReader(undefined, ctx),
    placeOf: (block) => ({ screenId: "s", pointer: `/blocks/${block.id}` }),
  });
}

/** A block's resolved data; its failure rejects, as it would fail the block. */
async function dataOf(resolutions: BlockResolutions, block: Block): Promise<ViewData> {
  const resolution = await resolutions.of(block);
  if (resolution.kind === "failed") throw resolution.error;
  if (resolution.kind === "hidden") throw new Error(`block ${block.id} is hidden`);
  return resolution.data;
}

async function itemsOf(resolutions: BlockResolutions, block: Block): Promise<ContentItem[] | undefined> {
  return (await dataOf(resolutions, block)).items;
}
const rail = (id: string, source: Extract<Block, { type: "rail" }>["source"]): Block => ({ type: "rail", id, tileStyle: "poster", source });

describe("content resolvers", () => {
  test("two rails naming the same carousel make one request", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    const blocks = [rail("a", { kind: "editorial-carousel", carouselId: "featured" }), rail("b", { kind: "editorial-carousel", carouselId: "featured" })];
    data.prefetch(blocks);
    const [a, b] = await Promise.all(blocks.map((block) => itemsOf(data, block)));
    expect(a?.map((i) => i.id)).toEqual(["featured-1"]);
    expect(b).toEqual(a);
    expect(calls).toEqual(["carousel:featured"]);
  });

  test("a rail's tiles get the My List toggle on a signed-in viewer's page only (the session's user type decides)", async () => {
    const block = rail("a", { kind: "editorial-carousel", carouselId: "featured" });
    expect(await dataOf(resolutionsOf(recordingSource().source), block)).toMatchObject({ signedIn: false });
    expect(await dataOf(resolutionsOf(recordingSource().source, noRoute, undefined, { userType: "subscribed" }), block)).toMatchObject({ signedIn: true });
  });

  test("product ids from rails and tiles, nested in stacks, are pooled into one lookup", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    const blocks: Block[] = [
      rail("a", { kind: "product-ids", ids: ["1", "2", "3"] }),
      { type: "stack", id: "s", children: [{ type: "tile", id: "t", contentId: "4", tileStyle: "poster" }, rail("b", { kind: "product-ids", ids: ["3", "5"] })] },
    ];
    data.prefetch(blocks);
    const railB = blocks[1]?.type === "stack" ? blocks[1].children[1] : undefined;
    if (!railB || !blocks[0]) throw new Error("fixture");
    expect((await itemsOf(data, blocks[0]))?.map((i) => i.id)).toEqual(["1", "2", "3"]);
    expect((await itemsOf(data, railB))?.map((i) => i.id)).toEqual(["3", "5"]);
    expect(calls).toEqual(["ids:5"]);
  });

  test("filters default to newest, page 0, size 25, and identical filters merge", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    const blocks = [
      rail("a", { kind: "product-filter", filter: { productType: "MOVIE" } }),
      rail("b", { kind: "product-filter", filter: { productType: "MOVIE" }, sort: "newest", page: 0, size: 25 }),
      rail("c", { kind: "live-channels" }),
    ];
    data.prefetch(blocks);
    await Promise.all(blocks.map((block) => itemsOf(data, block)));
    expect(calls.sort()).toEqual(["filter:newest:0:25", "live:0:25"]);
  });

  test("live events by state: page 0 and 20 by default, the event type when given, identical ones merge", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    const soon = rail("soon", { kind: "live-events", state: "coming-soon" });
    const blocks = [soon, rail("soon-again", { kind: "live-events", state: "coming-soon", page: 0, size: 20 }), rail("sport", { kind: "live-events", state: "live", eventType: "sport", size: 6 })];
    data.prefetch(blocks);
    expect((await itemsOf(data, soon))?.map((i) => i.id)).toEqual(["ev1"]);
    await Promise.all(blocks.map((block) => itemsOf(data, block)));
    expect(calls.sort()).toEqual(["events:coming-soon::0:20", "events:live:sport:0:6"]);
  });

  test("a failing source rejects only the blocks that use it", async () => {
    const { source } = recordingSource();
    const data = resolutionsOf(source);
    const broken = rail("x", { kind: "editorial-carousel", carouselId: "broken" });
    const fine = rail("y", { kind: "editorial-carousel", carouselId: "kids" });
    data.prefetch([broken, fine]);
    await expect(itemsOf(data, broken)).rejects.toThrow("carousel failed");
    await expect(itemsOf(data, fine)).resolves.toHaveLength(1);
  });

  test("continue watching and static blocks have no server data", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    expect(await dataOf(data, rail("cw", { kind: "continue-watching" }))).toEqual({});
    expect(await dataOf(data, { type: "text", id: "t", text: { key: "x" } })).toEqual({});
    expect(calls).toEqual([]);
  });

  test("a block outside the prefetched tree is fetched on demand", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source);
    data.prefetch([]);
    const items = await itemsOf(data, rail("late", { kind: "product-ids", ids: ["9"] }));
    expect(items?.map((i) => i.id)).toEqual(["9"]);
    expect(calls).toEqual(["ids:1"]);
  });
});

describe("route bindings (issue 9)", () => {
  const route = (values: Record<string, string>, query: { sort?: "a-z"; page?: number } = {}) => ({ values, query });

  test("a title header takes its id from the route; a series plays its first episode out; the trailer comes along", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source, route({ titleId: "s7" }));
    const header: Block = { type: "title-header", id: "h", source: { kind: "product", id: { fromRoute: "titleId" } } };
    const picker: Block = { type: "season-picker", id: "p", source: { kind: "seasons", titleId: { fromRoute: "titleId" } } };
    data.prefetch([header, picker]);
    const detail = (await dataOf(data, header))?.detail;
    expect(detail?.item.id).toBe("s7");
    expect(detail?.play?.id).toBe("s7-e1");
    expect(detail?.trailers.map((trailer) => trailer.id)).toEqual(["s7-trailer"]);
    const seasons = (await dataOf(data, picker))?.seasons;
    expect(seasons?.selectedId).toBe("a");
    // One product and one seasons call for both blocks.
    expect(calls.filter((call) => call === "product:s7")).toHaveLength(1);
    expect(calls.filter((call) => call === "seasons:s7")).toHaveLength(1);
  });

  test("a season page opens its season; a rail on the seasons source lists that season's episodes", async () => {
    const { source } = recordingSource();
    const data = resolutionsOf(source, route({ titleId: "s7", seasonId: "b" }));
    const picker: Block = { type: "season-picker", id: "p", source: { kind: "seasons", titleId: { fromRoute: "titleId" } } };
    expect((await dataOf(data, picker))?.seasons?.selectedId).toBe("b");
    const episodes = await itemsOf(data, rail("r", { kind: "seasons", titleId: "s7" }));
    expect(episodes?.map((episode) => episode.id)).toEqual(["s7-e3"]);
  });

  test("a value the route lacks, or an unknown product, fails only that block's data", async () => {
    const { source } = recordingSource();
    const data = resolutionsOf(source, route({}));
    await expect(itemsOf(data, rail("r", { kind: "related", id: { fromRoute: "titleId" } }))).rejects.toThrow(/titleId/);
    const header: Block = { type: "title-header", id: "h", source: { kind: "product", id: "404" } };
    await expect(dataOf(data, header)).rejects.toThrow(/no product 404/);
  });

  test("a grid takes sort and page from the URL, the filter from the route, and the size from the layout", async () => {
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source, route({ category: "drama", productType: "SERIES" }, { sort: "a-z", page: 2 }));
    const grid: Block = {
      type: "grid", id: "g", tileStyle: "poster",
      source: { kind: "product-filter", filter: { productType: { fromRoute: "productType" }, genre: { fromRoute: "category" } }, sort: "newest", size: 10 },
    };
    const page = (await dataOf(data, grid))?.page;
    expect(page).toMatchObject({ page: 2, size: 10, total: 60, sort: "a-z" });
    expect(calls).toContain("page:SERIES:drama:a-z:2:10");
    const fixed: Block = { ...grid, id: "f", sortable: false };
    expect((await dataOf(data, fixed))?.page?.sort).toBe("newest");
  });

  describe("search results", () => {
    const results: Block = {
      type: "search-results", id: "results", tileStyle: "poster", size: 10,
      suggestions: { kind: "editorial-carousel", carouselId: "popular" }, suggestionsLimit: 1,
    };
    const searching = (search: RouteData["query"]["search"], query: RouteData["query"] = {}): RouteData => ({ values: {}, query: { ...query, search } });

    test("a ready query asks the service with its type, genre, sort and page, and no suggestions when something is found", async () => {
      const { source, calls } = recordingSource();
      const data = resolutionsOf(source, searching({ state: "ready", text: "dreams", type: "movies", genre: "drama" }, { sort: "a-z", page: 2 }));
      const found = (await dataOf(data, results)).results;
      expect(calls).toEqual(["search:dreams:MOVIE:drama:a-z:2:10"]);
      expect(found).toMatchObject({ sort: "a-z", suggestions: [], page: { total: 30, genres: [{ id: "drama", count: 30 }] } });
    });

    test("relevance is the default sort; nothing found brings the suggestions, cut to the block's limit", async () => {
      const { source, calls } = recordingSource();
      const found = (await dataOf(resolutionsOf(source, searching({ state: "ready", text: "none" })), results)).results;
      expect(calls).toEqual(["search:none::::0:10", "carousel:popular"]);
      expect(found?.sort).toBeUndefined();
      expect(found?.suggestions.map((item) => item.id)).toEqual(["popular-1"]);
    });

    test("no query or one too long asks no search, only the suggestions", async () => {
      for (const search of [undefined, { state: "too-long" as const, text: "x".repeat(100) }]) {
        const { source, calls } = recordingSource();
        const found = (await dataOf(resolutionsOf(source, searching(search)), results)).results;
        expect(calls).toEqual(["carousel:popular"]);
        expect(found?.query.state).toBe(search?.state ?? "empty");
      }
    });

    test("a failing search is told on the page, not a failed block; failing suggestions are left out", async () => {
      const { source } = recordingSource();
      const failing: ContentSource = { ...source, search: () => Promise.reject(new Error("search down")) };
      const found = (await dataOf(resolutionsOf(failing, searching({ state: "ready", text: "dreams" })), results)).results;
      expect(found).toMatchObject({ unavailable: true, suggestions: [] });
      const broken: Block = { ...results, id: "broken", suggestions: { kind: "editorial-carousel", carouselId: "broken" } };
      expect((await dataOf(resolutionsOf(source, noRoute), broken)).results?.suggestions).toEqual([]);
    });
  });
});

describe("the viewer's own data (one port, live renders of a signed-in viewer)", () => {
  let reports: Report[] = [];
  beforeEach(() => {
    reports = [];
    setReportSink((entry) => void reports.push(entry));
  });
  afterEach(() => setReportSink(undefined));

  const profiles: AccountProfile[] = [
    { id: "p1", name: "Sara", type: "ADULT", avatarUrl: "/a1.png", avatarAlias: "a1", default: true, language: "ar", hasPin: false, requiresOnboarding: false },
  ];
  function viewer(overrides: Partial<ViewerData> = {}): ViewerData & { asked: string[] } {
    const asked: string[] = [];
    return {
      asked,
      profileId: "p1",
      profiles: async () => (asked.push("profiles"), profiles),
      progress: async (ids) => (asked.push(`progress:${ids.join(",")}`), new Map(ids.map((id) => [id, 0.5]))),
      resumeAt: async () => 0,
      history: async (page, size) => (asked.push(`history:${page}:${size}`), { kind: "profile", page, size, total: 0, entries: [] }),
      favouriteIds: async () => (asked.push("favourites"), ["m3", "m2", "m1"]),
      devices: async () => (asked.push("devices"), sampleDevices()),
      onboarding: async () => (asked.push("onboarding"), { requiresOnboarding: true, genres: ["comedy", "nope"] }),
      genres: async () => (asked.push("genres"), [{ id: "drama", title: "Drama" }, { id: "comedy", title: "Comedy" }, { id: "kids", title: "Kids" }]),
      prefill: async (source, edited) => (asked.push(`prefill:${source}:${edited ?? "-"}`), { firstName: "Sara" }),
      currentPackageId: async () => (asked.push("current-package"), "shasha-vip"),
      subscription: async () => (asked.push("subscription"), sampleStanding()),
      terminationReasons: async () => (asked.push("reasons"), sampleReasons("en")),
      upgradeQuote: async (id) => (asked.push(`quote:${id}`), sampleQuote),
      payments: async () => (asked.push("payments"), samplePayments),
      cards: async () => (asked.push("cards"), sampleCards),
      carrierContracts: async () => (asked.push("carrier"), sampleCarrierContracts),
      cashReferences: async () => (asked.push("cash"), [sampleCashReference]),
      reservedPrice: async () => (asked.push("coupon"), sampleReservedCoupon),
      deal: async () => (asked.push("deal"), sampleDeal),
      offerEligibility: async (id) => (asked.push(`eligibility:${id}`), { eligible: true, reason: "ELIGIBLE" }),
      ...overrides,
    };
  }
  const list: Block = { type: "profile-list", id: "pl" };
  const history: Block = { type: "watch-history", id: "wh", pageSize: 10 };
  const form: Block = { type: "form", id: "f", operation: "sign-up", prefill: "account", children: [] };

  test("a guest's profile list and device list show nothing, their history asks them to sign in, and their form starts empty", async () => {
    const data = resolutionsOf(recordingSource().source);
    expect(await data.of(list)).toEqual({ kind: "hidden" });
    expect(await data.of({ type: "device-list", id: "dl" })).toEqual({ kind: "hidden" });
    expect(await dataOf(data, history)).toEqual({ history: { kind: "guest" } });
    expect(await dataOf(data, form)).toEqual({});
  });

  test("onboarding: the layout's genres in its order with the profile's picks ticked; a guest sees neither step", async () => {
    const port = viewer();
    const data = resolutionsOf(recordingSource().source, noRoute, port);
    const genres = await dataOf(data, { type: "onboarding-picks", id: "og", step: "genres", genres: ["kids", "comedy", "unknown"], next: "/hub/onboarding/shows" });
    expect(genres.onboarding).toEqual({ step: "genres", genres: [{ id: "kids", title: "Kids" }, { id: "comedy", title: "Comedy" }], picked: ["comedy"] });
    const guest = resolutionsOf(recordingSource().source);
    expect(await guest.of({ type: "onboarding-picks", id: "ot", step: "titles", next: "/" })).toEqual({ kind: "hidden" });
  });

  test("My List: a grid pages the profile's list in its order, a rail takes its first titles; without a viewer, no grid", async () => {
    const myGrid: Block = { type: "grid", id: "mine", tileStyle: "poster", source: { kind: "my-list", size: 2 } };
    const myRail: Block = { type: "rail", id: "mine-rail", tileStyle: "poster", source: { kind: "my-list", size: 1 } };
    const port = viewer();
    const { source, calls } = recordingSource();
    const data = resolutionsOf(source, { values: {}, query: { page: 1 } }, port);
    expect((await dataOf(data, myGrid)).page).toMatchObject({ page: 1, size: 2, total: 3, items: [{ id: "m1" }] });
    expect((await dataOf(data, myRail)).items?.map((item) => item.id)).toEqual(["m3"]);
    expect(port.asked).toContain("favourites");
    expect(calls).toEqual(["ids:1", "ids:1"]);
    const guest = resolutionsOf(recordingSource().source);
    expect(await guest.of(myGrid)).toEqual({ kind: "hidden" });
    // A rail without a viewer (a page of the shared cache) carries no items: the browser asks for the list.
    expect(await dataOf(guest, myRail)).toEqual({});
  });

  test("a signed-in viewer's blocks read the port: one call each, started once whether prefetched or rendered", async () => {
    const port = viewer();
    const data = resolutionsOf(recordingSource().source, { values: {}, query: { page: 2 }, profileId: "p9" }, port);
    const tile: Block = { type: "tile", id: "t", contentId: "7", tileStyle: "poster" };
    data.prefetch([list, history, form, tile]);
    expect((await dataOf(data, list)).profiles).toEqual(profiles);
    expect((await dataOf(data, history)).history).toMatchObject({ kind: "profile", page: 2, size: 10 });
    expect((await dataOf(data, form)).prefilled).toEqual({ firstName: "Sara" });
    expect((await dataOf(data, tile)).progress?.get("7")).toBe(0.5);
    expect((await dataOf(data, { type: "device-list", id: "dl" })).devices).toEqual(sampleDevices());
    expect(port.asked.sort()).toEqual(["devices", "history:2:10", "prefill:account:p9", "profiles", "progress:7"]);
  });

  test("the account's own subscription: hidden from guests; the reasons asked only by their step; a kids profile is told it cannot act", async () => {
    const summary: Block = { type: "subscription-manage", id: "s", step: "summary" };
    const reasons: Block = { type: "subscription-manage", id: "r", step: "reasons" };
    expect(await resolutionsOf(recordingSource().source).of(summary)).toEqual({ kind: "hidden" });
    const port = viewer();
    const data = resolutionsOf(recordingSource().source, noRoute, port);
    expect((await dataOf(data, summary)).subscription).toEqual({ standing: sampleStanding() });
    expect((await dataOf(data, reasons)).subscription?.reasons).toEqual(sampleReasons("en"));
    expect(port.asked.sort()).toEqual(["reasons", "subscription", "subscription"]);
    const kid = await dataOf(resolutionsOf(recordingSource().source, noRoute, viewer(), { profileKind: "kid" }), summary);
    expect(kid.subscription?.refusal).toBe("kid-profile");
  });

  test("the payment history names each payment's package from the catalogue; without it, the ids stay and the failure is reported", async () => {
    const choice = samplePackageChoice("en");
    const history: Block = { type: "subscription-manage", id: "h", step: "history" };
    const plans: PlansReader = async () => ({ country: choice.country, packages: choice.packages, featureRows: choice.featureRows, offers: [] });
    const named = await dataOf(resolutionsOf(recordingSource().source, noRoute, viewer(), { plans, userType: "subscribed" }), history);
    expect(named.subscription?.payments?.entries).toEqual(samplePayments);
    expect(named.subscription?.payments?.names["shasha-ultimate"]).toBe("Ultimate");
    const unnamed = await dataOf(resolutionsOf(recordingSource().source, noRoute, viewer(), { userType: "subscribed" }), history);
    expect(unnamed.subscription?.payments?.names).toEqual({});
    expect(reports.map((entry) => entry.code)).toEqual(["data-source-failed"]);
  });

  test("a change of package: up with the pricing service's quote, down at the renewal, nothing for the own package; a failed quote is reported", async () => {
    const choice = samplePackageChoice("en");
    const plans: PlansReader = async () => ({ country: choice.country, packages: choice.packages, featureRows: choice.featureRows, offers: [] });
    const step: Block = { type: "subscription-manage", id: "c", step: "change" };
    // The sample account holds Ultimate; VIP and Sport are below it.
    const standing = sampleStanding();
    if (standing.kind !== "active") throw new Error("the sample is active");
    const own = { ...standing, current: { id: "shasha-sport", name: "Sport", price: undefined } };
    const changeTo = async (packageId: string, port = viewer({ subscription: async () => own })) =>
      resolutionsOf(recordingSource().source, { values: {}, query: { packageId } }, port, { plans, userType: "subscribed" }).of(step);
    const up = await changeTo("shasha-ultimate");
    expect(up.kind === "ok" && "subscription" in up.data ? up.data.subscription.change : undefined).toMatchObject({ kind: "upgrade", quote: sampleQuote, target: { id: "shasha-ultimate" } });
    const down = await changeTo("shasha-vip");
    expect(down.kind === "ok" && "subscription" in down.data ? down.data.subscription.change : undefined).toMatchObject({ kind: "downgrade", startsAt: own.endDate });
    expect(await changeTo("shasha-sport")).toEqual({ kind: "hidden" });
    expect(await changeTo("no-such-package")).toEqual({ kind: "hidden" });
    const unpriced = await changeTo("shasha-ultimate", viewer({ subscription: async () => own, upgradeQuote: () => Promise.reject(new Error("pricing down")) }));
    expect(unpriced.kind === "ok" && "subscription" in unpriced.data ? unpriced.data.subscription.change : undefined).toMatchObject({ kind: "upgrade", quote: undefined });
    expect(reports.map((entry) => entry.code)).toEqual(["data-source-failed"]);
    // On the phone bill even a move up waits for the renewal: the operator cannot charge a prorated difference.
    const carrier = await changeTo("shasha-ultimate", viewer({ subscription: async () => ({ ...own, paymentMethod: "mobilePay", card: undefined }) }));
    expect(carrier.kind === "ok" && "subscription" in carrier.data ? carrier.data.subscription.change : undefined).toMatchObject({ kind: "downgrade", startsAt: own.endDate });
  });

  test("a failed part is reported and the block goes on: no profile list, an empty form, no progress", async () => {
    const failing = () => Promise.reject(new Error("profiles down"));
    const data = resolutionsOf(recordingSource().source, noRoute, viewer({ profiles: failing, prefill: failing, progress: failing }));
    expect(await data.of(list)).toEqual({ kind: "hidden" });
    expect(await dataOf(data, form)).toEqual({});
    expect(await dataOf(data, { type: "tile", id: "t", contentId: "7", tileStyle: "poster" })).toEqual({ items: [expect.objectContaining({ id: "7" })], signedIn: true });
    expect(reports.map((entry) => [entry.code, entry.pointer])).toEqual([
      ["data-source-failed", "/blocks/pl"],
      ["data-source-failed", "/blocks/f"],
      ["progress-failed", "/blocks/t"],
    ]);
  });

  test("a failed history fails the block, so its fallback stands in", async () => {
    const data = resolutionsOf(recordingSource().source, noRoute, viewer({ history: () => Promise.reject(new Error("history down")) }));
    expect(await data.of(history)).toMatchObject({ kind: "failed" });
  });
});

describe("the package blocks (one catalogue request per flow for the render)", () => {
  const catalogue: PackageCatalogue = { country: "JO", packages: [], featureRows: [{ id: "sport", label: "Live sport" }], offers: [] };
  function recordingPlans(): { plans: PlansReader; asked: FlowType[] } {
    const asked: FlowType[] = [];
    return { asked, plans: plansReader({ catalogue: async (flow) => (asked.push(flow), catalogue), paymentMethods: async () => [] }, ctx) };
  }
  const packageList: Block = { type: "package-list", id: "pkgs" };
  const table: Block = { type: "feature-table", id: "cmp", caption: { key: "x" } };
  /** A signed-in viewer's port that only knows its package. */
  function viewer(): ViewerData & { asked: string[] } {
    const asked: string[] = [];
    const unused = () => Promise.reject(new Error("not asked by package blocks"));
    return {
      asked,
      profileId: "p1",
      profiles: unused,
      progress: unused,
      resumeAt: unused,
      history: unused,
      favouriteIds: unused,
      devices: unused,
      onboarding: unused,
      genres: unused,
      prefill: unused,
      subscription: unused,
      terminationReasons: unused,
      upgradeQuote: unused,
      payments: unused,
      cards: unused,
      carrierContracts: unused,
      cashReferences: unused,
      reservedPrice: unused,
      deal: unused,
      offerEligibility: unused,
      currentPackageId: async () => (asked.push("current-package"), "shasha-vip"),
    };
  }

  test("a guest gets the acquisition catalogue, one request for the list and its table", async () => {
    const { plans, asked } = recordingPlans();
    const data = resolutionsOf(recordingSource().source, noRoute, undefined, { plans });
    data.prefetch([packageList, table]);
    expect((await dataOf(data, packageList)).packages).toEqual({ country: "JO", flow: "acquisition", packages: [], featureRows: catalogue.featureRows, currentPackageId: undefined });
    expect((await dataOf(data, table)).packages?.flow).toBe("acquisition");
    expect(asked).toEqual(["ORGANIC_ACQUISITION"]);
  });

  test("an upsell link asks for the upsell flow", async () => {
    const { plans, asked } = recordingPlans();
    const data = resolutionsOf(recordingSource().source, { values: {}, query: { entry: "upsell" } }, undefined, { plans });
    await dataOf(data, packageList);
    expect(asked).toEqual(["UPSELL_ACQUISITION"]);
  });

  test("a subscribed viewer upgrades, with their own package marked from the port", async () => {
    const { plans, asked } = recordingPlans();
    const port = viewer();
    const data = resolutionsOf(recordingSource().source, noRoute, port, { plans, userType: "subscribed" });
    const choice = (await dataOf(data, packageList)).packages;
    expect(choice?.flow).toBe("upgrade");
    expect(choice?.currentPackageId).toBe("shasha-vip");
    expect(asked).toEqual(["ORGANIC_UPGRADE"]);
    expect(port.asked).toEqual(["current-package"]);
  });

  test("a registered viewer's own package is not asked for", async () => {
    const port = viewer();
    const data = resolutionsOf(recordingSource().source, noRoute, port, { plans: recordingPlans().plans, userType: "registered" });
    await dataOf(data, packageList);
    expect(port.asked).toEqual([]);
  });

  test("the order summary finds the page's package among this viewer's, or says it is not offered", async () => {
    const vip = { id: "shasha-vip", name: "VIP", description: "", code: "VIP", order: 1, isDefault: true, mobileOnly: false, showingType: "BASE", price: { minor: 4000, currency: "JOD" }, period: "P1M", features: [] } as const;
    const plans = plansReader({ catalogue: async () => ({ ...catalogue, packages: [{ ...vip, features: [] }] }), paymentMethods: async () => [] }, ctx);
    const order: Block = { type: "order-summary", id: "order" };
    const query = (packageId?: string) => ({ values: {}, query: packageId === undefined ? {} : { packageId } });
    expect((await dataOf(resolutionsOf(recordingSource().source, query("shasha-vip"), undefined, { plans }), order)).order).toMatchObject({ kind: "package", country: "JO", item: { id: "shasha-vip" } });
    expect((await dataOf(resolutionsOf(recordingSource().source, query("shasha-gold"), undefined, { plans }), order)).order).toEqual({ kind: "unavailable" });
    expect((await dataOf(resolutionsOf(recordingSource().source, query(), undefined, { plans }), order)).order).toEqual({ kind: "none" });
  });

  test("with a coupon on the page, the order summary's first payment is the account's reserved price; one refused shows the usual price", async () => {
    const vip = { id: "shasha-vip", name: "VIP", description: "", code: "VIP", order: 1, isDefault: true, mobileOnly: false, showingType: "BASE", price: { minor: 4000, currency: "JOD" }, period: "P1M", features: [] } as const;
    const plans = plansReader({ catalogue: async () => ({ ...catalogue, packages: [{ ...vip, features: [] }] }), paymentMethods: async () => [] }, ctx);
    const order: Block = { type: "order-summary", id: "order" };
    const route = { values: {}, query: { packageId: "shasha-vip", reservation: { kind: "coupon" as const, id: "coupon-1" } } };
    const asked: string[] = [];
    const port = { ...viewer(), reservedPrice: async (reservation: { kind: string; id: string }, productId: string) => (asked.push(`${reservation.kind}:${reservation.id}:${productId}`), sampleReservedCoupon) };
    const priced = (await dataOf(resolutionsOf(recordingSource().source, route, port, { plans }), order)).order;
    expect(priced).toMatchObject({ kind: "package", reserved: { price: { minor: 2000, currency: "JOD" }, periods: 1, kind: "coupon" } });
    expect(asked).toEqual(["coupon:coupon-1:shasha-vip"]);
    const refused = { ...viewer(), reservedPrice: () => Promise.reject(new Error("COUPON_USED")) };
    const usual = (await dataOf(resolutionsOf(recordingSource().source, route, refused, { plans }), order)).order;
    expect(usual).toMatchObject({ kind: "package", item: { id: "shasha-vip" } });
    expect(usual && "reserved" in usual).toBe(false);
  });

  test("a catalogue that fails fails the block, so its fallback stands in", async () => {
    const data = resolutionsOf(recordingSource().source);
    expect(await data.of(packageList)).toMatchObject({ kind: "failed" });
  });
});

describe("the payment-method list", () => {
  const methods: PaymentMethodOffer[] = [
    { name: "mobilePay", type: "CARRIER", nativeOnly: false },
    { name: "creditCard", type: "CARD", nativeOnly: false },
    { name: "iTunes", type: "IN_APP", nativeOnly: true, platforms: ["IOS_APP"] },
    { name: "voucher", type: "CODE", nativeOnly: false },
  ];
  const route = (query: RouteData["query"]): RouteData => ({ values: {}, query });
  const list: Block = { type: "payment-method-list", id: "pay" };

  test("offers only the methods with a gateway in this build, keeping the package, the asked one selected when offered", async () => {
    const data = await dataOf(resolutionsOf(recordingSource().source, route({ packageId: "shasha-vip", method: "mobilePay" }), undefined, { methods }), list);
    // The in-app store is for native apps only, and the voucher's gateway is not built yet.
    expect(data.paymentMethods).toEqual({ methods: [methods[0], methods[1]], selected: "mobilePay", packageId: "shasha-vip" });
    const asked = await dataOf(resolutionsOf(recordingSource().source, route({ packageId: "shasha-vip", method: "voucher" }), undefined, { methods }), list);
    expect(asked.paymentMethods?.selected).toBe("mobilePay");
  });

  test("the payment module's checkout says who may not buy here: a kids profile, a subscriber", async () => {
    const deps = resolutionsOf(recordingSource().source, route({}), undefined, { methods }).deps;
    expect((await checkoutOf(deps, { userType: "registered", profileKind: "adult" })).refusal).toBeUndefined();
    expect((await checkoutOf(deps, { userType: "subscribed", profileKind: "adult" })).refusal).toBe("already-subscribed");
    expect((await checkoutOf(deps, { userType: "registered", profileKind: "kid" })).refusal).toBe("kid-profile");
  });

  test("the method list and the payment module share one processor request per render", async () => {
    let asked = 0;
    const read = paymentMethodsReader({ catalogue: () => Promise.reject(new Error("unused")), paymentMethods: async () => (asked++, methods) }, ctx);
    expect(await read()).toEqual(methods);
    expect(await read()).toEqual(methods);
    expect(asked).toBe(1);
  });
});
