// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleTeam, sampleTimeZone } from "../testing/sampleSports";
import { TeamHeader } from "./TeamHeader";

afterEach(cleanup);

describe("TeamHeader", () => {
  test("the team's name is a level-2 heading by default, then its city, founding year, stadium with capacity and colours", () => {
    const { container } = render(
      <TeamHeader team={sampleTeam("en", "weh")} labels={sportsLabelsFor("en")} display={{ locale: "en", timeZone: sampleTimeZone }} />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Al-Wehdat" })).toBeTruthy();
    const facts = [...container.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["City", "Amman"],
      ["Founded", "1956"],
      ["Stadium", "King Abdullah II Stadium 13,265 seats"],
      ["Colours", "GreenRedWhite"],
    ]);
  });

  test("each colour is named in text; its swatch only shows it and is hidden from assistive technology", () => {
    render(<TeamHeader team={sampleTeam("en", "fai")} labels={sportsLabelsFor("en")} display={{ locale: "en", timeZone: sampleTimeZone }} headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1, name: "Al-Faisaly" })).toBeTruthy();
    const colours = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(colours.map((colour) => [colour.textContent, colour.dataset.colour])).toEqual([
      ["Blue", "#1d4fa0"],
      ["White", "#ffffff"],
    ]);
    const swatch = colours[0]?.querySelector("span");
    expect(swatch?.getAttribute("aria-hidden")).toBe("true");
    expect(swatch?.style.getPropertyValue("--swatch")).toBe("#1d4fa0");
  });

  test("in Arabic for a viewer in Jordan, the year and capacity take Jordan's digits", () => {
    const { container } = render(
      <TeamHeader team={sampleTeam("ar", "fai")} labels={sportsLabelsFor("ar")} display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }} />,
    );
    expect(screen.getByRole("heading", { name: "الفيصلي" })).toBeTruthy();
    expect(container.textContent).toContain("١٩٣٢");
    expect(container.textContent).toContain("السعة: ١٧٬٦١٩");
  });
});
