// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { BlockErrorBoundary } from "./BlockErrorBoundary";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("tile exploded");
}

function structuredLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.flatMap(([first]) => {
    if (typeof first !== "string" || !first.startsWith("{")) return [];
    return [JSON.parse(first)];
  });
}

describe("BlockErrorBoundary", () => {
  test("when a block throws, it logs one structured line and renders the fallback", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <BlockErrorBoundary fallback={<p>fallback</p>} blockType="rail" blockId="trending" screenId="home" pointer="/blocks/2">
        <Broken />
      </BlockErrorBoundary>,
    );
    expect(screen.getByText("fallback")).toBeTruthy();
    expect(structuredLines(error)).toEqual([
      { level: "error", code: "block-render-failed", screenId: "home", pointer: "/blocks/2", blockType: "rail", blockId: "trending", message: "tile exploded" },
    ]);
  });

  test("without a fallback it renders nothing, and its siblings survive", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <div>
        <BlockErrorBoundary blockType="text" blockId="t" screenId="home" pointer="/blocks/0">
          <Broken />
        </BlockErrorBoundary>
        <p>next block</p>
      </div>,
    );
    expect(container.textContent).toBe("next block");
  });

  test("when nothing throws, it renders its children and logs nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <BlockErrorBoundary blockType="text" blockId="t" screenId="home" pointer="/blocks/0">
        <p>fine</p>
      </BlockErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });
});
