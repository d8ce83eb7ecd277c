import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ScreenLoader, type ScreenSource } from "./loadScreen";
import { setReportSink, type Report } from "./report";

const ctx = { locale: "en" as const, country: "JO" };

const text = (id: string) => ({ type: "text", id, text: { ar: id, en: id, fr: id } });
const screen = (...blocks: unknown[]) => ({ schemaVersion: "1.0", id: "home", title: { ar: "ر", en: "H", fr: "A" }, blocks });

function source(initial: unknown) {
  let document: unknown = initial;
  let failing = false;
  let calls = 0;
  const impl: ScreenSource = {
    async screenDocument() {
      calls += 1;
      if (failing) throw new Error("service down");
      return document;
    },
    async metadata() {
      return { homeScreen: { default: "home", EG: "home-eg" } };
    },
  };
  return {
    impl,
    publish: (next: unknown) => (document = next),
    fail: (value: boolean) => (failing = value),
    calls: () => calls,
  };
}

let reports: Report[] = [];
beforeEach(() => {
  reports = [];
  setReportSink((entry) => reports.push(entry));
});
afterEach(() => setReportSink(undefined));

describe("loading a screen", () => {
  test("a valid layout loads, with the published pointer of every block", async () => {
    const s = source(screen(text("a"), text("b")));
    const result = await new ScreenLoader(s.impl).load("home", ctx);
    expect(result.kind === "ok" && result.pointers.get("b")).toBe("/blocks/1");
  });

  test("an unknown block is dropped and reported once with its pointer and code", async () => {
    const s = source(screen(text("a"), { type: "carousel3d", id: "x" }, text("b")));
    const result = await new ScreenLoader(s.impl).load("home", ctx);
    expect(result.kind === "ok" ? result.screen.blocks.map((block) => block.id) : []).toEqual(["a", "b"]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ code: "block-dropped", screenId: "home", pointer: "/blocks/1", problem: "unknown-block-type" });
  });

  test("an invalid critical block makes the screen invalid", async () => {
    const s = source(screen(text("a"), { type: "rail", id: "r", critical: true, tileStyle: "hexagon", source: { kind: "live-channels" } }));
    const result = await new ScreenLoader(s.impl).load("home", ctx);
    expect(result.kind).toBe("invalid");
    expect(reports.map((r) => r.code)).toContain("screen-invalid");
  });

  test("an unsupported schemaVersion is refused with a clear problem", async () => {
    const s = source({ ...screen(text("a")), schemaVersion: "2.0" });
    const result = await new ScreenLoader(s.impl).load("home", ctx);
    expect(result.kind === "invalid" ? result.problems.map((p) => p.code) : []).toContain("unsupported-schema-version");
  });

  test("a missing screen is not found", async () => {
    const s = source(null);
    expect((await new ScreenLoader(s.impl).load("nope", ctx)).kind).toBe("not-found");
  });

  test("with no good copy ever, a failing service gives 'unavailable'", async () => {
    const s = source(screen(text("a")));
    s.fail(true);
    expect((await new ScreenLoader(s.impl).load("home", ctx)).kind).toBe("unavailable");
  });

  describe("given a cached good copy", () => {
    let now = 0;
    const clock = () => now;

    test("it is served without a call while fresh, then stale while one refresh runs", async () => {
      now = 0;
      const s = source(screen(text("v1")));
      const loader = new ScreenLoader(s.impl, { freshMs: 60_000, now: clock });
      await loader.load("home", ctx);
      s.publish(screen(text("v2")));
      now = 59_000;
      const fresh = await loader.load("home", ctx);
      expect(fresh.kind === "ok" && fresh.screen.blocks[0]?.id).toBe("v1");
      expect(s.calls()).toBe(1);
      now = 61_000;
      const stale = await loader.load("home", ctx);
      expect(stale.kind === "ok" && stale.screen.blocks[0]?.id).toBe("v1");
      await new Promise((resolve) => setTimeout(resolve, 0));
      const refreshed = await loader.load("home", ctx);
      expect(refreshed.kind === "ok" && refreshed.screen.blocks[0]?.id).toBe("v2");
    });

    test("the last good copy is served when the service fails or publishes something invalid", async () => {
      now = 0;
      const s = source(screen(text("good")));
      const loader = new ScreenLoader(s.impl, { freshMs: 1000, now: clock });
      await loader.load("home", ctx);
      s.fail(true);
      now = 5000;
      const whileDown = await loader.load("home", ctx);
      expect(whileDown.kind === "ok" && whileDown.screen.blocks[0]?.id).toBe("good");
      s.fail(false);
      s.publish({ nonsense: true });
      now = 10_000;
      await loader.load("home", ctx);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const afterInvalid = await loader.load("home", ctx);
      expect(afterInvalid.kind === "ok" && afterInvalid.screen.blocks[0]?.id).toBe("good");
      expect(reports.some((r) => r.code === "screen-stale")).toBe(true);
    });
  });

  test("the home screen's entry is chosen by the viewer's country", async () => {
    const asked: string[] = [];
    const impl: ScreenSource = {
      async screenDocument(id) {
        asked.push(id);
        return screen(text(id));
      },
      async metadata() {
        return { homeScreen: { default: "home", EG: "home-eg" } };
      },
    };
    const loader = new ScreenLoader(impl);
    await loader.load("home", { ...ctx, country: "EG" });
    await loader.load("home", ctx);
    expect(asked).toEqual(["home-eg", "home"]);
  });
});
