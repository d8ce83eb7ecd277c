// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BadgeBlock } from "@/screens-schema/types";
import { createTestUi } from "../testing/createTestUi";
import { BadgeView } from "./BadgeView";

afterEach(cleanup);

function renderBadge(block: BadgeBlock, locale: "ar" | "en" | "fr") {
  return render(<BadgeView block={block} rootProps={{ "data-block": "badge", "data-block-id": block.id }} ui={createTestUi(locale)} />);
}

describe("BadgeView", () => {
  test.each([
    ["plus", "ar", "بلس"],
    ["coming-soon", "ar", "قريباً"],
    ["live", "ar", "مباشر"],
    ["coming-soon", "en", "Coming soon"],
    ["live", "fr", "En direct"],
  ] as const)("the %s badge in %s defaults to %s", (variant, locale, label) => {
    renderBadge({ id: "b", type: "badge", variant }, locale);
    expect(screen.getByText(label)).toBeTruthy();
  });

  test("a layout label replaces the default", () => {
    renderBadge({ id: "b", type: "badge", variant: "plus", label: { ar: "حصري", en: "Exclusive", fr: "Exclusif" } }, "en");
    expect(screen.getByText("Exclusive")).toBeTruthy();
  });
});
