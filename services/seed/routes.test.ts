import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { validateRouteTable } from "@/screens-schema/validator/validate-route-table";

const seeded: unknown = JSON.parse(readFileSync(new URL("./routes.json", import.meta.url), "utf8"));

function seededScreenIds(): Set<string> {
  const folder = new URL("./screens/", import.meta.url);
  const ids = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name): unknown => JSON.parse(readFileSync(new URL(name, folder), "utf8")))
    .map((doc) => (typeof doc === "object" && doc !== null && "id" in doc ? doc.id : undefined));
  return new Set(ids.filter((id): id is string => typeof id === "string"));
}

/** Screens the app already shows at these paths when they are published (landing ids), none of them seeded yet. */

describe("the seeded route table", () => {
  test("is valid against the route table contract", () => {
    const result = validateRouteTable(seeded);
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("names only seeded screens", () => {
    const result = validateRouteTable(seeded);
    const ids = seededScreenIds();
    const named = (result.table?.routes ?? []).flatMap((row) => (row.screen === undefined ? [] : [row.screen]));
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  test("every page of the account area is exempt from the shell's global behaviour (spec 2: anything under /hub/)", () => {
    const routes = validateRouteTable(seeded).table?.routes ?? [];
    expect(routes.filter((row) => row.path.startsWith("/hub/") && row.exempt !== true)).toEqual([]);
  });
});
