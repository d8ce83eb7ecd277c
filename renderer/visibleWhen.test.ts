import { describe, expect, test } from "vitest";
import type { Block } from "@/screens-schema/types";
import { isVisible, visibleBlocks, type VisibilityContext } from "./visibleWhen";

const anonymousWebInJordan: VisibilityContext = {
  userType: "anonymous",
  profileKind: "adult",
  platform: "WEB",
  country: "JO",
  locale: "ar",
  webView: false,
};

describe("visibleWhen", () => {
  test("a block without conditions is visible to everyone", () => {
    expect(isVisible(undefined, anonymousWebInJordan)).toBe(true);
  });

  test.each([
    ["user type matches", { userType: ["anonymous" as const] }, true],
    ["user type differs", { userType: ["subscribed" as const, "registered" as const] }, false],
    ["profile kind differs", { profileKind: ["kid" as const] }, false],
    ["platform matches", { platform: ["WEB" as const, "IOS_APP" as const] }, true],
    ["platform differs", { platform: ["SMART_TV" as const] }, false],
    ["country matches", { country: ["EG", "JO"] }, true],
    ["country differs", { country: ["SA"] }, false],
    ["locale differs", { locale: ["en" as const, "fr" as const] }, false],
    ["web view required but absent", { webView: true }, false],
    ["web view excluded and absent", { webView: false }, true],
    ["all conditions hold", { userType: ["anonymous" as const], locale: ["ar" as const], country: ["JO"] }, true],
    ["one of several conditions fails", { userType: ["anonymous" as const], locale: ["en" as const] }, false],
  ])("when %s the block is visible: %s", (_case, condition, expected) => {
    expect(isVisible(condition, anonymousWebInJordan)).toBe(expected);
  });

  test("country is compared in upper case", () => {
    expect(isVisible({ country: ["JO"] }, { ...anonymousWebInJordan, country: "jo" })).toBe(true);
  });

  describe("given a tree of blocks", () => {
    const text = (id: string, visibleWhen?: Block["visibleWhen"]): Block => ({
      type: "text",
      id,
      text: { ar: id, en: id, fr: id },
      visibleWhen,
    });

    test("hidden children leave their stack, and an emptied stack disappears", () => {
      const blocks: Block[] = [
        { type: "stack", id: "s1", children: [text("a", { locale: ["en"] }), text("b")] },
        { type: "stack", id: "s2", children: [text("c", { userType: ["subscribed"] })] },
      ];
      const visible = visibleBlocks(blocks, anonymousWebInJordan);
      expect(visible.map((block) => block.id)).toEqual(["s1"]);
      const stack = visible[0];
      expect(stack?.type === "stack" ? stack.children.map((child) => child.id) : []).toEqual(["b"]);
    });

    test("a fallback hidden for this viewer becomes drop", () => {
      const block: Block = { ...text("main"), fallback: text("fb", { platform: ["SMART_TV"] }) };
      const [visible] = visibleBlocks([block], anonymousWebInJordan);
      expect(visible?.fallback).toBe("drop");
    });
  });
});
