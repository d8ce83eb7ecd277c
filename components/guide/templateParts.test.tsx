// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { templateParts } from "./templateParts";

afterEach(cleanup);

describe("templateParts", () => {
  test("placeholders become the elements given, in the template's own word order", () => {
    const { container } = render(<p>{templateParts("التالي: {{title}} في {{time}}", { title: <b>News</b>, time: <time>9:00</time> })}</p>);
    expect(container.innerHTML).toBe("<p>التالي: <b>News</b> في <time>9:00</time></p>");
  });

  test("an unknown placeholder stays as written", () => {
    const { container } = render(<p>{templateParts("{{title}} at {{when}}", { title: "News" })}</p>);
    expect(container.textContent).toBe("News at {{when}}");
  });
});
