// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/browserLog";
import { BlockErrorBoundary } from "./BlockErrorBoundary";

let logged: LogEntry[] = [];

beforeEach(() => {
  logged = [];
  setLogSink(({ time: _time, ...entry }) => logged.push(entry));
  // React reports the caught error on the console too; keep the test output quiet.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  setLogSink(undefined);
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("tile exploded");
}

describe("BlockErrorBoundary", () => {
  test("when a block throws, it logs one entry through the log sink and renders the fallback", () => {
    render(
      <BlockErrorBoundary fallback={<p>fallback</p>} blockType="rail" blockId="trending" screenId="home" pointer="/blocks/2">
        <Broken />
      </BlockErrorBoundary>,
    );
    expect(screen.getByText("fallback")).toBeTruthy();
    expect(logged).toEqual([
      { level: "error", code: "block-render-failed", screenId: "home", pointer: "/blocks/2", blockType: "rail", blockId: "trending", message: "tile exploded" },
    ]);
  });

  test("without a fallback it renders nothing, and its siblings survive", () => {
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
    render(
      <BlockErrorBoundary blockType="text" blockId="t" screenId="home" pointer="/blocks/0">
        <p>fine</p>
      </BlockErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeTruthy();
    expect(logged).toEqual([]);
  });
});
