import { describe, expect, test } from "vitest";
import { SwrCache } from "./swrCache";

function counter(values: (string | Error)[]) {
  let calls = 0;
  const loader = async () => {
    const value = values[Math.min(calls, values.length - 1)];
    calls += 1;
    if (value instanceof Error) throw value;
    if (value === undefined) throw new Error("no value");
    return value;
  };
  return { loader, calls: () => calls };
}

describe("SwrCache", () => {
  test("get: concurrent misses share one load", async () => {
    const cache = new SwrCache<string>({ freshMs: 1000 });
    const source = counter(["a"]);
    const [x, y] = await Promise.all([cache.get("k", source.loader), cache.get("k", source.loader)]);
    expect([x, y]).toEqual(["a", "a"]);
    expect(source.calls()).toBe(1);
  });

  test("expire: a fresh value marked out of date is loaded anew on the next read, and kept for a failure", async () => {
    const cache = new SwrCache<string>({ freshMs: 60_000 });
    const source = counter(["v1", "v2", new Error("down")]);
    await cache.get("k", source.loader);
    cache.expire("k");
    expect(await cache.get("k", source.loader)).toBe("v2");
    expect(await cache.get("k", source.loader)).toBe("v2");
    expect(source.calls()).toBe(2);
    cache.expire("k");
    expect(await cache.get("k", source.loader)).toBe("v2");
    expect(source.calls()).toBe(3);
  });

  test("refresh: always loads anew", async () => {
    const cache = new SwrCache<string>({ freshMs: 60_000 });
    const source = counter(["v1", "v2"]);
    await cache.refresh("k", source.loader);
    expect(await cache.refresh("k", source.loader)).toBe("v2");
  });

  test("refresh: falls back to the last good value when the load fails, and rejects with none", async () => {
    const errors: string[] = [];
    const cache = new SwrCache<string>({ freshMs: 60_000, onRefreshError: (key) => errors.push(key) });
    const source = counter(["good", new Error("down")]);
    await cache.refresh("k", source.loader);
    expect(await cache.refresh("k", source.loader)).toBe("good");
    expect(errors).toEqual(["k"]);
    await expect(cache.refresh("other", counter([new Error("down")]).loader)).rejects.toThrow("down");
  });

  test("the oldest entry goes when the cache is full", async () => {
    const cache = new SwrCache<string>({ freshMs: 60_000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.peek("a")).toBeUndefined();
    expect(cache.peek("c")?.value).toBe("c");
  });
});
