// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { OnboardingPicker, type OnboardingPickerProps } from "./OnboardingPicker";

const navigate = vi.hoisted(() => vi.fn<(href: string) => void>());
vi.mock("../form/navigate", () => ({ navigateTo: navigate }));

const words: OnboardingPickerProps["words"] = {
  legend: "Pick the genres you like.",
  count: "Picked: {{count}}",
  continue: "Continue",
  skip: "Skip for now",
  pickOne: "Pick at least one genre, or skip this step.",
  failed: "Your picks could not be saved.",
  busy: "Saving…",
};
const genres: OnboardingPickerProps = {
  step: "genres",
  choices: [
    { id: "drama", label: "Drama" },
    { id: "comedy", label: "Comedy" },
    { id: "action", label: "Action" },
  ],
  picked: ["comedy"],
  words,
  nextHref: "/en/hub/onboarding/shows",
  skipHref: "/en",
};

function answering(status: number): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(status === 200 ? { ok: true } : { error: { code: "PLAYBACK_UNAVAILABLE" } }), { status });
  });
  return sent;
}

afterEach(() => {
  cleanup();
  navigate.mockClear();
  vi.unstubAllGlobals();
});

describe("onboarding's picks in the browser", () => {
  test("the genres picked before start ticked; the count follows the boxes; continuing sends them and goes on", async () => {
    const sent = answering(200);
    render(<OnboardingPicker {...genres} />);
    expect(screen.getByRole("checkbox", { name: "Comedy" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Drama" }));
    expect(screen.getByText("Picked: 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/hub/onboarding/shows"));
    expect(sent).toEqual([{ step: "genres", genres: ["comedy", "drama"] }]);
  });

  test("no genre: told in place, nothing sent; a refusal is told and the picks stay", async () => {
    const sent = answering(502);
    render(<OnboardingPicker {...genres} picked={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert").textContent).toBe("Pick at least one genre, or skip this step.");
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Action" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByText("Your picks could not be saved.")).getAttribute("role")).toBe("alert");
    expect(screen.getByRole("checkbox", { name: "Action" })).toHaveProperty("checked", true);
    expect(navigate).not.toHaveBeenCalled();
  });

  test("the titles step finishes with the picked titles; skipping finishes with none and goes home", async () => {
    const sent = answering(200);
    render(<OnboardingPicker {...genres} step="titles" picked={[]} nextHref="/en" choices={[{ id: "101", label: "The Long Road" }, { id: "1036", label: "Dreams of the Sea" }]} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Dreams of the Sea" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/en"));
    cleanup();
    render(<OnboardingPicker {...genres} />);
    fireEvent.click(screen.getByRole("button", { name: "Skip for now" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(sent).toEqual([{ step: "finish", titles: ["1036"] }, { step: "finish", titles: [] }]);
  });
});
