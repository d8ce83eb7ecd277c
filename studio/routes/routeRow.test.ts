import { describe, expect, test } from "vitest";
import { validateRouteTable } from "@/screens-schema/validator/validate-route-table";
import { hubRow, withRouteRow } from "./routeRow";

const table = { schemaVersion: "1.0", routes: [{ path: "/hub/login", screen: "/user/login-form", kind: "hub", layout: "default", access: "guest-only" }] };

describe("a new account screen's route", () => {
  test("goes first in the table, and the table stays valid", () => {
    const next = withRouteRow(table, hubRow("offers", "/user/offers", "login-required"));
    expect(next?.routes).toEqual([{ path: "/hub/offers", screen: "/user/offers", kind: "hub", layout: "default", access: "login-required", exempt: true }, table.routes[0]]);
    expect(validateRouteTable(next).problems).toEqual([]);
  });

  test("is not added twice, nor to something that is no table", () => {
    expect(withRouteRow(table, hubRow("login", "/user/other", "any"))).toBeUndefined();
    expect(withRouteRow({ blocks: [] }, hubRow("offers", "/user/offers", "any"))).toBeUndefined();
  });
});
