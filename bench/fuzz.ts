/**
 * Bench i, the renderer's fuzz run (issue 27): the seeded screens and the test layouts, mutated thousands of times
 * and each mutant rendered on the server as a page would be (bench/pipeline.tsx renderLayout). Blocks of every type
 * of the registry are inserted from the schema's examples, swapped, deleted and duplicated, their props given wrong
 * types or dropped, nested where they do not belong, and modules placed on screens whose pages lack what they need
 * (the player with no title, which took /en/ramadan down before modules were isolated). What validation refuses is
 * the runtime's "unavailable" page and is counted, not a crash; a crash is a render that throws, a block failure
 * that escaped its boundary (a 500 where blocks render in place, a hole the browser must fill), a promise rejected
 * with no one listening (the process would die), or a render that never ends.
 *
 * Deterministic: mutant `i` of seed `s` is always the same document, rendered with the same viewer and page, so a
 * crash is reproduced with the same seed (the crashing mutants are also written to bench-results/fuzz-crashes/). What
 * earlier renders loaded can matter: the client parts come through next/dynamic, whose code is there only once loaded.
 * Alone: `NODE_ENV=production npx tsx bench/fuzz.ts --iterations 500 [--seed 27]` (or FUZZ_ITERATIONS=500).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AccountProfile } from "@/domain/account";
import { routeValuesOf, moduleNeeds, type RouteValueName } from "@/domain/moduleNeeds";
import type { Locale, RenderContext } from "@/domain/types";
import type { RouteData } from "@/renderer/data/routeValues";
import { setReportSink, type ReportCode } from "@/renderer/report";
import { knownBlockTypes } from "@/screens-schema/generated/schema-tables";
import type { Platform, ProfileKind, UserType } from "@/screens-schema/types";
import type { ViewerData } from "@/renderer/data/viewerData";
import { sampleCards, sampleCarrierContracts, sampleCashReference, samplePayments, sampleQuote, sampleDeal, sampleReasons, sampleReservedCoupon, sampleStanding } from "@/components/testing/sampleSubscription";
import { renderLayout } from "./pipeline";
import { round } from "./stats";

export const defaultFuzzIterations = 10_000;
export const defaultFuzzSeed = 27;
/** A mutant's render that takes longer than this is a hang: a page that never answers. */
const renderTimeoutMs = 10_000;

type Json = Record<string, unknown>;
type Random = () => number;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** mulberry32: a small, fast PRNG that is the same on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator of mutant `iteration`: each has its own, so one crash is replayed without the ones before it. */
function randomFor(seed: number, iteration: number): Random {
  return seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(iteration + 1, 0xc2b2ae35));
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};
const chance = (random: Random, probability: number): boolean => random() < probability;

// ---------------------------------------------------------------------------------------------------------------
// The corpus and the pool of blocks

const repoRoot = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

function jsonFiles(dir: string): { name: string; value: unknown }[] {
  const full = path.join(repoRoot, dir);
  return readdirSync(full)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      try {
        const value: unknown = JSON.parse(readFileSync(path.join(full, name), "utf8"));
        return [{ name: `${dir}/${name}`, value }];
      } catch {
        return []; // tests/fixtures/layouts/invalid-not-json.json: not a document at all
      }
    });
}

/** Every block object of a document: top-level, children and object fallbacks. */
function blocksOf(doc: unknown): Json[] {
  const found: Json[] = [];
  const visit = (value: unknown): void => {
    if (!isRecord(value)) return;
    found.push(value);
    if (Array.isArray(value.children)) value.children.forEach(visit);
    visit(value.fallback);
  };
  if (isRecord(doc) && Array.isArray(doc.blocks)) doc.blocks.forEach(visit);
  return found;
}

export interface FuzzCorpus {
  documents: { name: string; doc: Json }[];
  /** Example blocks by type: the schema's examples, the example layouts', the corpus's own. */
  examples: ReadonlyMap<string, readonly Json[]>;
  /** Each block type's required properties, from its schema. */
  required: ReadonlyMap<string, readonly string[]>;
}

let corpusCache: FuzzCorpus | undefined;

/** The seeded screens, the test layouts and the example layouts; every block type of the registry has examples. */
export function fuzzCorpus(): FuzzCorpus {
  if (corpusCache) return corpusCache;
  const documents = [...jsonFiles("services/seed/screens"), ...jsonFiles("tests/fixtures/layouts"), ...jsonFiles("screens-schema/examples")]
    // Layouts only (tests/fixtures/layouts/expected-invalid.json is the list of what the invalid ones should give).
    .flatMap(({ name, value }) => (isRecord(value) && Array.isArray(value.blocks) ? [{ name, doc: value }] : []));
  const examples = new Map<string, Json[]>();
  const required = new Map<string, string[]>();
  const add = (block: Json) => {
    if (typeof block.type !== "string") return;
    examples.set(block.type, [...(examples.get(block.type) ?? []), block]);
  };
  for (const { value: schema } of jsonFiles("screens-schema/schemas/blocks")) {
    if (!isRecord(schema) || !isRecord(schema.properties) || !isRecord(schema.properties.type)) continue;
    const type = schema.properties.type.const;
    if (typeof type !== "string") continue;
    if (Array.isArray(schema.required)) required.set(type, schema.required.filter((name): name is string => typeof name === "string"));
    if (Array.isArray(schema.examples)) for (const example of schema.examples) if (isRecord(example)) add(example);
    // Every module the contract names, not only the one its example shows.
    const moduleNames = isRecord(schema.properties.module) ? schema.properties.module.enum : undefined;
    if (Array.isArray(moduleNames)) for (const name of moduleNames) add({ type, id: `module-${String(name)}`, module: name });
  }
  for (const { doc } of documents) for (const block of blocksOf(doc)) add(block);
  const missing = knownBlockTypes.filter((type) => !examples.has(type));
  if (missing.length > 0) throw new Error(`the fuzz has no example of ${missing.join(", ")}: add one to its schema's examples`);
  corpusCache = { documents, examples, required };
  return corpusCache;
}

// ---------------------------------------------------------------------------------------------------------------
// Mutations

/** Values of the wrong type, or of the right type and absurd. */
const wrongValues: readonly unknown[] = [
  42,
  -1,
  0,
  3.5,
  1e12,
  "",
  "x",
  "٣",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "x".repeat(3000),
  true,
  false,
  null,
  [],
  [1, "a", null],
  {},
  { key: 1 },
  { ar: 1, en: [], fr: {} },
  { fromRoute: "contentId" },
  { fromRoute: "nowhere" },
  { kind: "product", id: { fromRoute: "seasonId" } },
  { type: "text", id: "inner", text: { key: "k" } },
];

/** Texts a view may not expect: objects where strings go (`returnObjects`), missing keys, huge and empty texts. */
const oddTexts: readonly unknown[] = [
  { key: "home.rails" },
  { key: "home.rails", params: { returnObjects: "yes" } },
  { key: "no.such.key" },
  { key: "" },
  { ar: "", en: "", fr: "" },
  { ar: "نص ".repeat(2000), en: "text ".repeat(2000), fr: "texte ".repeat(2000) },
  { ar: "{{x}}", en: "$t(home.rails)", fr: "<b>gras</b>" },
  { key: "k", params: { count: -1, name: "" } },
];

/** Screens a mutant may claim to be: each kind, so route values and modules meet every page. */
const screenIds: readonly string[] = ["home", "ramadan", "fuzz-landing", "/user/login-form", "/user/fuzz", "/content/player", "/content/movie", "/content/series", "/content/season", "/content/genre", "/content/unknown"];

/** Screens whose pages give a module none of what it needs (for the player: no title to play). */
const screensWithout = (values: readonly RouteValueName[]) => screenIds.filter((id) => values.every((value) => !routeValuesOf(id).includes(value)));

interface Slot {
  list: unknown[];
}

/** Every list of blocks: the screen's and each block's `children` (a non-container's too, if a mutation gave it some). */
function slotsOf(doc: Json): Slot[] {
  const slots: Slot[] = [];
  if (Array.isArray(doc.blocks)) slots.push({ list: doc.blocks });
  for (const block of blocksOf(doc)) if (Array.isArray(block.children)) slots.push({ list: block.children });
  return slots;
}

/** Containers of values inside a block, to reach nested props (a source's id, an action's target, a text's key). */
function placesIn(block: Json, depth = 0): { holder: Json | unknown[]; key: string | number }[] {
  const places: { holder: Json | unknown[]; key: string | number }[] = [];
  const entries: [string | number, unknown][] = Object.entries(block);
  for (const [key, value] of entries) {
    places.push({ holder: block, key });
    if (depth < 3 && isRecord(value)) places.push(...placesIn(value, depth + 1));
    if (depth < 3 && Array.isArray(value)) {
      value.forEach((item, index) => {
        places.push({ holder: value, key: index });
        if (isRecord(item)) places.push(...placesIn(item, depth + 1));
      });
    }
  }
  return places;
}

function setAt(holder: Json | unknown[], key: string | number, value: unknown): void {
  if (Array.isArray(holder)) {
    if (typeof key === "number") holder[key] = value;
  } else {
    holder[String(key)] = value;
  }
}

interface MutationContext {
  random: Random;
  corpus: FuzzCorpus;
  /** A fresh block id: most inserted blocks get one, some keep their example's (a duplicate id). */
  freshId: () => string;
}

function exampleBlock(context: MutationContext, type = pick(context.random, knownBlockTypes)): Json {
  const block = structuredClone(pick(context.random, context.corpus.examples.get(type) ?? []));
  if (chance(context.random, 0.85)) block.id = context.freshId();
  return block;
}

function randomBlock(context: MutationContext, doc: Json): Json | undefined {
  const blocks = blocksOf(doc);
  return blocks.length === 0 ? undefined : pick(context.random, blocks);
}

function insertInto(context: MutationContext, doc: Json, block: unknown): void {
  const slots = slotsOf(doc);
  if (slots.length === 0) {
    doc.blocks = [block];
    return;
  }
  const { list } = pick(context.random, slots);
  list.splice(Math.floor(context.random() * (list.length + 1)), 0, block);
}

/**
 * Takes a random block out of its list; undefined when there is none. The screen's last block mostly stays: a screen
 * without blocks is refused whole, and the run is for what renders.
 */
function takeOut(context: MutationContext, doc: Json): unknown {
  const slots = slotsOf(doc).filter((slot) => slot.list.length > (slot.list === doc.blocks && chance(context.random, 0.9) ? 1 : 0));
  if (slots.length === 0) return undefined;
  const { list } = pick(context.random, slots);
  return list.splice(Math.floor(context.random() * list.length), 1)[0];
}

type Mutation = (doc: Json, context: MutationContext) => void;

export const mutations: Readonly<Record<string, Mutation>> = {
  /** A block of any type of the registry, from the examples, anywhere. */
  insert: (doc, context) => insertInto(context, doc, exampleBlock(context)),
  swap: (doc, context) => {
    const slots = slotsOf(doc).filter((slot) => slot.list.length > 0);
    if (slots.length === 0) return;
    const first = pick(context.random, slots);
    const second = pick(context.random, slots);
    const i = Math.floor(context.random() * first.list.length);
    const j = Math.floor(context.random() * second.list.length);
    [first.list[i], second.list[j]] = [second.list[j], first.list[i]];
  },
  delete: (doc, context) => void takeOut(context, doc),
  duplicate: (doc, context) => {
    const block = randomBlock(context, doc);
    if (!block) return;
    const copy = structuredClone(block);
    if (chance(context.random, 0.5)) copy.id = context.freshId();
    insertInto(context, doc, copy);
  },
  /** A prop, or a value inside one, of the wrong type. */
  "wrong-type": (doc, context) => {
    const block = randomBlock(context, doc);
    if (!block) return;
    const places = placesIn(block);
    if (places.length === 0) return;
    const { holder, key } = pick(context.random, places);
    setAt(holder, key, structuredClone(pick(context.random, wrongValues)));
  },
  "drop-required": (doc, context) => {
    const block = randomBlock(context, doc);
    if (!block) return;
    const required = context.corpus.required.get(String(block.type)) ?? Object.keys(block);
    if (required.length > 0) delete block[pick(context.random, required)];
  },
  /** A prop given the value the same prop has in another block (plausible to the schema, not to the view). */
  graft: (doc, context) => {
    const block = randomBlock(context, doc);
    const donor = exampleBlock(context);
    const shared = Object.keys(donor).filter((key) => key !== "type" && key !== "id");
    if (!block || shared.length === 0) return;
    const key = pick(context.random, shared);
    block[key] = structuredClone(donor[key]);
  },
  "odd-text": (doc, context) => {
    const block = randomBlock(context, doc);
    if (!block) return;
    const places = placesIn(block).filter(({ holder, key }) => {
      const value = Array.isArray(holder) ? holder[Number(key)] : holder[String(key)];
      return isRecord(value) && ("key" in value || "ar" in value);
    });
    const place = places.length > 0 ? pick(context.random, places) : { holder: block, key: pick(context.random, ["text", "title", "label", "subtitle"]) };
    setAt(place.holder, place.key, structuredClone(pick(context.random, oddTexts)));
  },
  /** A block where it does not belong: in a leaf's children, a field outside its form, a rail in a form, as a fallback. */
  misplace: (doc, context) => {
    const moved = chance(context.random, 0.5) ? takeOut(context, doc) : exampleBlock(context);
    if (moved === undefined) return;
    const host = randomBlock(context, doc);
    if (!host || chance(context.random, 0.2)) {
      if (!Array.isArray(doc.blocks)) doc.blocks = [];
      if (Array.isArray(doc.blocks)) doc.blocks.unshift(moved);
      return;
    }
    if (chance(context.random, 0.3)) {
      host.fallback = moved;
    } else if (Array.isArray(host.children)) {
      host.children.push(moved);
    } else {
      host.children = [moved];
    }
  },
  /** The player (or another module needing route values) on a screen whose pages do not give them. */
  "module-without-route": (doc, context) => {
    const needy = Object.entries(moduleNeeds).filter(([, needs]) => needs.length > 0);
    const [name, needs] = pick(context.random, needy);
    const block: Json = { type: "module", id: context.freshId(), module: name };
    if (chance(context.random, 0.5)) block.fallback = exampleBlock(context, pick(context.random, ["text", "banner", "image"]));
    insertInto(context, doc, block);
    doc.id = pick(context.random, screensWithout(needs));
  },
  /** The envelope: another screen id (another page kind), another schema version, odd layout and width. */
  screen: (doc, context) => {
    const part = pick(context.random, ["id", "schemaVersion", "layout", "width", "blocks"]);
    if (part === "id") doc.id = pick(context.random, screenIds);
    else if (part === "schemaVersion") doc.schemaVersion = pick(context.random, ["1.0", "1.1", "1.9", "2.0", 1.1]);
    else if (part === "blocks") doc.blocks = pick(context.random, [[], {}, null, Array.from({ length: 60 }, () => exampleBlock(context, "text"))]);
    else doc[part] = pick(context.random, ["player", "narrow", "full", "wide", 3, null]);
  },
};

const mutationNames = Object.keys(mutations);
/** The envelope's mutations mostly get the whole screen refused: drawn less often, so most mutants reach the views. */
const weightedNames = mutationNames.flatMap((name) => (name === "screen" ? [name] : [name, name, name]));

/** Mutant `iteration` of `seed`: a corpus document with one to four mutations, and the names of those mutations. */
export function mutant(seed: number, iteration: number, corpus = fuzzCorpus()): { doc: Json; source: string; applied: string[]; random: Random } {
  const random = randomFor(seed, iteration);
  const { name: source, doc: original } = pick(random, corpus.documents);
  const doc = structuredClone(original);
  let next = 0;
  const context: MutationContext = { random, corpus, freshId: () => `fz-${iteration}-${(next += 1)}` };
  const applied: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) {
    const name = pick(random, weightedNames);
    mutations[name]?.(doc, context);
    applied.push(name);
  }
  return { doc, source, applied, random };
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering a mutant as the runtime would

const routeSamples: Record<RouteValueName, string> = { titleId: "t1", seasonId: "t1-s1", contentId: "c1", category: "drama", productType: "SERIES", teamId: "t101", fixtureId: "g10001" };

function routeFor(screenId: string): RouteData {
  return { values: Object.fromEntries(routeValuesOf(screenId).map((name) => [name, routeSamples[name]])), query: {} };
}

const profiles: AccountProfile[] = [
  { id: "p1", name: "Sara", type: "ADULT", avatarUrl: "/images/avatars/a1.png", avatarAlias: "a1", default: true, language: "ar", hasPin: false, requiresOnboarding: false },
  { id: "p2", name: "Kid", type: "KID", avatarUrl: "/images/avatars/a2.png", avatarAlias: "a2", default: false, ageRestriction: 7, language: "en", hasPin: true, requiresOnboarding: false },
];

function contextFor(random: Random, screenId: string): RenderContext {
  const locale = pick<Locale>(random, ["ar", "en", "fr"]);
  return {
    locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    userType: pick<UserType>(random, ["anonymous", "registered", "subscribed", "suspended"]),
    profileKind: pick<ProfileKind>(random, ["adult", "kid"]),
    platform: pick<Platform>(random, ["WEB", "WEB", "ANDROID_APP", "IOS_APP"]),
    country: pick(random, ["JO", "SA", "EG"]),
    webView: chance(random, 0.1),
    ageLimit: pick(random, [null, 7, 12, 18]),
    screenId,
  };
}

export type MutantOutcome =
  | { kind: "rendered"; dropped: number }
  | { kind: "refused" }
  | { kind: "crashed"; reason: string; stack: string };

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

/** A signed-in viewer's own data, always answering. */
const fuzzViewer: ViewerData = {
  profileId: undefined,
  profiles: async () => profiles,
  progress: async (ids) => new Map(ids.map((id, index) => [id, (index % 5) / 4])),
  resumeAt: async () => 0,
  history: async (page, size) => ({ kind: "profile", entries: [], page, size, total: 0 }),
  favouriteIds: async () => ["1001", "101"],
  devices: async () => [],
  onboarding: async () => ({ requiresOnboarding: true, genres: ["drama"] }),
  genres: async () => [{ id: "drama", title: "Drama" }],
  prefill: async () => ({}),
  currentPackageId: async () => undefined,
  subscription: async () => sampleStanding(),
  terminationReasons: async () => sampleReasons("en"),
  upgradeQuote: async () => sampleQuote,
  payments: async () => samplePayments,
  cards: async () => sampleCards,
  carrierContracts: async () => sampleCarrierContracts,
  cashReferences: async () => [sampleCashReference],
  reservedPrice: async () => sampleReservedCoupon,
  deal: async () => sampleDeal,
  offerEligibility: async () => ({ eligible: true, reason: "ELIGIBLE" }),
};

/** Renders one mutant as a page would; what escapes the renderer's isolation is a crash. */
export async function renderMutant(doc: Json, random: Random): Promise<MutantOutcome> {
  const screenId = typeof doc.id === "string" ? doc.id : "fuzz";
  const escaped: unknown[] = [];
  const signedIn = chance(random, 0.4);
  const render = renderLayout(doc, {
    ctx: contextFor(random, screenId),
    route: routeFor(screenId),
    preview: chance(random, 0.2),
    // In place: content pages and the page cache's renders (a block's throw there is a 500); else streamed.
    inPlace: chance(random, 0.6),
    ...(signedIn ? { viewerData: fuzzViewer } : {}),
    onError: (error) => void escaped.push(error),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the render did not end within ${renderTimeoutMs} ms`)), renderTimeoutMs);
  });
  try {
    const result = await Promise.race([render, timeout]);
    // Let rejected promises nobody awaited surface before judging this mutant.
    await new Promise((resolve) => setImmediate(resolve));
    const [first] = escaped;
    if (escaped.length > 0) return { kind: "crashed", reason: "a block's failure escaped its boundary", stack: stackOf(first) };
    if (result.kind === "rendered" && result.html.includes("<!--$!-->")) return { kind: "crashed", reason: "a boundary was left for the browser to render", stack: "" };
    const [rejected] = unhandled;
    if (unhandled.length > 0) return { kind: "crashed", reason: "a rejected promise nobody awaited", stack: stackOf(rejected) };
    return result.kind === "refused" ? { kind: "refused" } : { kind: "rendered", dropped: result.dropped };
  } catch (error) {
    return { kind: "crashed", reason: "the page render threw", stack: stackOf(error) };
  } finally {
    clearTimeout(timer);
    unhandled = [];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The run

export interface FuzzCrash {
  iteration: number;
  source: string;
  mutations: string[];
  screenId: string;
  reason: string;
  stack: string;
  doc: unknown;
}

export interface FuzzFigures {
  seed: number;
  mutants: number;
  rendered: number;
  refused: number;
  crashes: number;
  /** Invalid blocks left out or replaced by their fallback in the mutants that rendered, each reported. */
  droppedBlocks: number;
  /** What the renderer caught and reported per block: data that failed, views and modules that threw. */
  isolated: Partial<Record<ReportCode, number>>;
  /** How often each mutation was applied. */
  applied: Record<string, number>;
  /** Block types of the registry the insertions drew from (all of them: the corpus refuses to start otherwise). */
  blockTypes: number;
  seconds: number;
  /** The first few crashes, with their mutant. */
  firstCrashes: FuzzCrash[];
}

export interface FuzzOptions {
  iterations?: number;
  seed?: number;
  /** How many crashes to keep whole. */
  keep?: number;
}

export async function fuzzLayouts(options: FuzzOptions = {}): Promise<FuzzFigures> {
  const iterations = options.iterations ?? defaultFuzzIterations;
  const seed = options.seed ?? defaultFuzzSeed;
  const keep = options.keep ?? 5;
  const corpus = fuzzCorpus();
  const isolated: Partial<Record<ReportCode, number>> = {};
  const applied: Record<string, number> = Object.fromEntries(mutationNames.map((name) => [name, 0]));
  const figures = { rendered: 0, refused: 0, crashes: 0, droppedBlocks: 0 };
  const firstCrashes: FuzzCrash[] = [];
  setReportSink((entry) => void (isolated[entry.code] = (isolated[entry.code] ?? 0) + 1));
  process.on("unhandledRejection", onUnhandled);
  const start = process.hrtime.bigint();
  try {
    for (let iteration = 0; iteration < iterations; iteration += 1) {
      const { doc, source, applied: names, random } = mutant(seed, iteration, corpus);
      for (const name of names) applied[name] = (applied[name] ?? 0) + 1;
      const original = structuredClone(doc);
      const outcome = await renderMutant(doc, random);
      if (outcome.kind === "rendered") {
        figures.rendered += 1;
        figures.droppedBlocks += outcome.dropped;
      } else if (outcome.kind === "refused") {
        figures.refused += 1;
      } else {
        figures.crashes += 1;
        if (firstCrashes.length < keep) {
          const screenId = typeof original.id === "string" ? original.id : "fuzz";
          firstCrashes.push({ iteration, source, mutations: names, screenId, reason: outcome.reason, stack: outcome.stack, doc: original });
        }
      }
    }
  } finally {
    process.off("unhandledRejection", onUnhandled);
    setReportSink(undefined);
  }
  return {
    seed,
    mutants: iterations,
    ...figures,
    isolated,
    applied,
    blockTypes: knownBlockTypes.filter((type) => corpus.examples.has(type)).length,
    seconds: round(Number(process.hrtime.bigint() - start) / 1e9, 1),
    firstCrashes,
  };
}

/** `--iterations N` (or `--fuzz-iterations N`, or FUZZ_ITERATIONS), `--seed N` (or FUZZ_SEED). */
export function fuzzOptionsFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): Required<Pick<FuzzOptions, "iterations" | "seed">> {
  const flag = (...names: string[]): string | undefined => {
    const index = argv.findIndex((arg) => names.includes(arg));
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (value: string | undefined, fallback: number): number => {
    if (value === undefined || value === "") return fallback;
    const parsed = Number(value.replace(/_/g, ""));
    if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`not a count: ${value}`);
    return parsed;
  };
  return {
    iterations: count(flag("--iterations", "--fuzz-iterations") ?? env.FUZZ_ITERATIONS, defaultFuzzIterations),
    seed: count(flag("--seed", "--fuzz-seed") ?? env.FUZZ_SEED, defaultFuzzSeed),
  };
}

/** The summary lines, and each kept crash with its stack; the crashing mutants go to bench-results/fuzz-crashes/. */
export function describeFuzz(figures: FuzzFigures): string {
  const isolated = Object.entries(figures.isolated).map(([code, count]) => `${code} ${count}`).join(", ") || "none";
  const lines = [
    `fuzz (seed ${figures.seed}): ${figures.mutants} mutants in ${figures.seconds} s across ${figures.blockTypes} block types`,
    `  rendered ${figures.rendered} (${figures.droppedBlocks} invalid blocks dropped or replaced by their fallback)`,
    `  refused by validation ${figures.refused}`,
    `  crashes ${figures.crashes}`,
    `  reported by the renderer: ${isolated}`,
    `  mutations: ${Object.entries(figures.applied).map(([name, count]) => `${name} ${count}`).join(", ")}`,
  ];
  for (const crash of figures.firstCrashes) {
    lines.push(
      "",
      `crash at mutant ${crash.iteration} (${crash.source} as "${crash.screenId}", ${crash.mutations.join(" + ")}): ${crash.reason}`,
      ...crash.stack.split("\n").slice(0, 12).map((line) => `    ${line}`),
    );
  }
  return lines.join("\n");
}

export function saveCrashes(figures: FuzzFigures, dir = "bench-results/fuzz-crashes"): void {
  if (figures.firstCrashes.length === 0) return;
  mkdirSync(dir, { recursive: true });
  for (const crash of figures.firstCrashes) writeFileSync(path.join(dir, `seed-${figures.seed}-mutant-${crash.iteration}.json`), `${JSON.stringify(crash.doc, null, 2)}\n`);
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  fuzzLayouts(fuzzOptionsFrom(process.argv.slice(2)))
    .then((figures) => {
      console.info(describeFuzz(figures));
      saveCrashes(figures);
      process.exitCode = figures.crashes === 0 ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
