// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TextBlock } from "@/screens-schema/types";
import { createTestUi } from "../testing/createTestUi";
import { TextView } from "./TextView";

afterEach(cleanup);

const ui = createTestUi("en");
const rootProps = { "data-block": "text", "data-block-id": "t1" } as const;
const markup = "<img src=x onerror=alert(1)>";

function block(variant: TextBlock["variant"], text: TextBlock["text"]): TextBlock {
  return { id: "t1", type: "text", variant, text };
}

describe("TextView", () => {
  test("markup in layout text is shown as literal text and creates no element", () => {
    const { container } = render(<TextView block={block("body", { ar: markup, en: markup, fr: markup })} rootProps={rootProps} ui={ui} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(markup)).toBeTruthy();
  });

  test("markup in a translated param is also literal", () => {
    const text = { key: "promo.body", params: { count: "<b>5</b>" } };
    const { container } = render(<TextView block={block("body", text)} rootProps={rootProps} ui={ui} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("Watch <b>5</b> exclusive titles");
  });

  test.each([
    ["headline", "H1"],
    ["title", "H2"],
    ["body", "P"],
    ["caption", "SMALL"],
  ] as const)("variant %s renders a %s", (variant, tag) => {
    const { container } = render(<TextView block={block(variant, { ar: "نص", en: "Text", fr: "Texte" })} rootProps={rootProps} ui={ui} />);
    expect(container.firstElementChild?.tagName).toBe(tag);
    expect(container.firstElementChild?.textContent).toBe("Text");
  });

  test("a visually hidden headline is still the page's h1, with the class that hides it from sight only", () => {
    const hidden: TextBlock = { ...block("headline", { ar: "الرئيسية", en: "Home", fr: "Accueil" }), visuallyHidden: true };
    render(<TextView block={hidden} rootProps={rootProps} ui={ui} />);
    const heading = screen.getByRole("heading", { level: 1, name: "Home" });
    expect(heading.classList.contains("visually-hidden")).toBe(true);
  });

  test("text is shown unless the layout hides it", () => {
    const { container } = render(<TextView block={block("headline", { ar: "نص", en: "Text", fr: "Texte" })} rootProps={rootProps} ui={ui} />);
    expect(container.firstElementChild?.classList.contains("visually-hidden")).toBe(false);
  });

  test("a per-locale map picks the current locale", () => {
    render(<TextView block={block("body", { ar: "مرحباً", en: "Hello", fr: "Bonjour" })} rootProps={rootProps} ui={createTestUi("ar")} />);
    expect(screen.getByText("مرحباً")).toBeTruthy();
  });
});
