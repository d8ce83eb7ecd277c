import { describe, expect, test } from "vitest";
import { menuFor, parseMenu } from "./menu";

const raw = [
  { id: "home", title: { ar: "الرئيسية", en: "Home", fr: "Accueil" }, path: "/" },
  { id: "plus", title: { ar: "بلس", en: "Plus", fr: "Plus" }, path: "/plus", allowAnonymous: false },
  { id: "join", title: { ar: "اشترك", en: "Join", fr: "S’abonner" }, path: "/promo", allowSubscribed: false },
  { id: "kids-home", title: { ar: "أطفال", en: "Kids", fr: "Enfants" }, path: "/kids", kids: true },
  { id: "evil", title: { ar: "x", en: "x", fr: "x" }, path: "javascript:alert(1)" },
  "not an item",
];

describe("the header menu", () => {
  test("bad items are left out one by one", () => {
    expect(parseMenu(raw).map((item) => item.id)).toEqual(["home", "plus", "join", "kids-home"]);
    expect(parseMenu({ not: "a list" })).toEqual([]);
  });

  test.each([
    ["anonymous", "adult", ["home", "join"]],
    ["subscribed", "adult", ["home", "plus"]],
    ["registered", "adult", ["home", "plus", "join"]],
    ["suspended", "adult", ["home", "plus", "join"]],
    ["subscribed", "kid", ["kids-home"]],
  ] as const)("a %s viewer with a %s profile sees %o", (userType, profileKind, expected) => {
    expect(menuFor(parseMenu(raw), { userType, profileKind }).map((item) => item.id)).toEqual(expected);
  });
});
