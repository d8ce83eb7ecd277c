// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ErrorState } from "./ErrorState";

afterEach(cleanup);

describe("the error page body", () => {
  test("shows the reference support can find the failure by, when there is one", () => {
    render(<ErrorState code={500} title="Something went wrong" description="Try again" action={{ kind: "link", label: "Home", href: "/en" }} reference="Reference for support: 1234567890" />);
    expect(screen.getByText("Reference for support: 1234567890")).toBeTruthy();
  });

  test("shows none without one", () => {
    const { container } = render(<ErrorState code={404} title="Page not found" description="Gone" action={{ kind: "link", label: "Home", href: "/en" }} />);
    expect(container.querySelector("[data-error-reference]")).toBeNull();
  });
});
