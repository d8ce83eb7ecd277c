import { describe, expect, test } from "vitest";
import { sportQueryOf } from "./sportQuery";

const query = (search: string) => {
  const params = new URLSearchParams(search);
  return sportQueryOf((name) => params.get(name));
};

describe("sportQueryOf", () => {
  test("reads the tournament, the matchday and the day", () => {
    expect(query("tournament=c2&matchday=14&date=2026-11-27")).toEqual({ tournamentId: "c2", matchday: 14, date: "2026-11-27" });
  });

  test("drops what is malformed, keeping the rest", () => {
    expect(query("tournament=<script>&matchday=0&date=2026-02-30")).toEqual({});
    expect(query("matchday=140&date=27-11-2026&tournament=c1")).toEqual({ tournamentId: "c1" });
    expect(query("matchday=-1&date=2028-02-29")).toEqual({ date: "2028-02-29" });
  });

  test("an empty URL chooses nothing", () => {
    expect(query("")).toEqual({});
  });
});
