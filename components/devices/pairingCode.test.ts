import { describe, expect, test } from "vitest";
import { pairCodeOfHash, pendingCode } from "./pairingCode";

describe("the auto-pairing link's code", () => {
  test("is read from the fragment, in any case, with or without its dash; type pairing or none", () => {
    expect(pairCodeOfHash("#pairCode=BCDF-GHJK&type=pairing")).toBe("BCDF-GHJK");
    expect(pairCodeOfHash("#pairCode=bcdfghjk")).toBe("BCDFGHJK");
  });

  test("is nothing for another type, a malformed code or no fragment", () => {
    expect(pairCodeOfHash("#pairCode=BCDF-GHJK&type=subscription")).toBeUndefined();
    expect(pairCodeOfHash("#pairCode=BCDF-GHJ")).toBeUndefined();
    expect(pairCodeOfHash("#pairCode=<script>")).toBeUndefined();
    expect(pairCodeOfHash("")).toBeUndefined();
  });

  test("kept for after sign-in, is used only if it still has a code's shape", () => {
    expect(pendingCode("BCDF-GHJK")).toBe("BCDF-GHJK");
    expect(pendingCode("javascript:alert(1)")).toBeUndefined();
    expect(pendingCode(null)).toBeUndefined();
  });
});
