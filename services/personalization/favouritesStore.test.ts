import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { favouritesTable } from "./favouritesSchema";
import { createFavouritesStore, favouritesCap } from "./favouritesStore";

describe("the favourites store", () => {
  test("keeps at most the cap per profile; a title already there still moves to the front", () => {
    const db = new Database(":memory:");
    db.exec(favouritesTable);
    let time = 0;
    const store = createFavouritesStore(db, () => new Date((time += 1)));
    for (let index = 0; index < favouritesCap; index += 1) expect(store.add("p1", `t${index}`)).toBe(true);
    expect(store.add("p1", "one-more")).toBe(false);
    expect(store.add("p1", "t0")).toBe(true);
    expect(store.ids("p1")[0]).toBe("t0");
    expect(store.ids("p1")).toHaveLength(favouritesCap);
    // Another profile's list is not counted against this one's.
    expect(store.add("p2", "t0")).toBe(true);
    store.remove("p1", "t0");
    expect(store.ids("p1")).not.toContain("t0");
    expect(store.ids("p2")).toEqual(["t0"]);
  });
});
