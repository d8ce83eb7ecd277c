import { describe, expect, test, vi } from "vitest";
import { knownBlockTypes } from "@/screens-schema/generated/schema-tables";
import { describeFuzz, fuzzCorpus, fuzzLayouts, fuzzOptionsFrom, mutant } from "./fuzz";

describe("the renderer under mutated layouts (bench/fuzz.ts, issue 27)", () => {
  test("200 mutants of the seeded and test layouts: none crashes the page render", async () => {
    // React's development warnings about the mutants' markup (list keys) are not what is judged here: crashes are.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const figures = await fuzzLayouts({ iterations: 200, seed: 27 }).finally(() => quiet.mockRestore());
    expect(describeFuzz(figures)).not.toContain("crash at mutant");
    expect(figures.crashes).toBe(0);
    expect(figures.rendered + figures.refused).toBe(200);
    // The run must reach the views, and the player without a title must have been tried and isolated.
    expect(figures.rendered).toBeGreaterThan(100);
    expect(figures.applied["module-without-route"]).toBeGreaterThan(0);
    expect(figures.isolated["block-render-failed"]).toBeGreaterThan(0);
  }, 60_000);

  test("draws from every block type of the registry, and a mutant is the same on every run", () => {
    const { examples } = fuzzCorpus();
    expect(knownBlockTypes.filter((type) => (examples.get(type)?.length ?? 0) === 0)).toEqual([]);
    expect(examples.get("module")?.map((block) => block.module)).toEqual(expect.arrayContaining(["player", "sports", "payments"]));
    expect(mutant(27, 41).doc).toEqual(mutant(27, 41).doc);
    expect(mutant(27, 41).doc).not.toEqual(mutant(27, 42).doc);
  });

  test("the iteration count and seed come from the command line or the environment", () => {
    expect(fuzzOptionsFrom([], {})).toEqual({ iterations: 10_000, seed: 27 });
    expect(fuzzOptionsFrom(["--iterations", "500"], {})).toEqual({ iterations: 500, seed: 27 });
    expect(fuzzOptionsFrom(["--fuzz-iterations", "1_000", "--seed", "3"], {})).toEqual({ iterations: 1000, seed: 3 });
    expect(fuzzOptionsFrom([], { FUZZ_ITERATIONS: "50" })).toEqual({ iterations: 50, seed: 27 });
    expect(() => fuzzOptionsFrom(["--iterations", "many"], {})).toThrow("not a count");
  });
});
