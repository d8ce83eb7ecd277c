// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { studioCallTimeoutMs } from "@/studio/api/studioApi";
import { useDraftAutosave, type SavedDraft } from "./useDraftAutosave";

/** The editor's side of the autosave: its text, the text last saved and the draft it knows. */
function useEditor() {
  const [text, setText] = useState("{}");
  const [savedText, setSavedText] = useState("{}");
  const [draft, setDraft] = useState<SavedDraft | null>(null);
  const doc = useMemo<unknown>(() => JSON.parse(text), [text]);
  const autosave = useDraftAutosave({
    enabled: true,
    screenId: "home",
    text,
    doc,
    savedText,
    baseVersion: 1,
    revision: draft?.revision ?? 0,
    delayMs: 5,
    onSaved: (done) => {
      setSavedText(done.text);
      setDraft(done.draft);
    },
  });
  return { ...autosave, setText, savedText, draft };
}

function saved(revision: number): Response {
  const draft = { id: 7, screenId: "home", ownerName: "editor@studio.shasha.test", baseVersion: 1, revision, updatedAt: "2026-05-01T08:00:00.000Z" };
  return new Response(JSON.stringify({ draft }), { status: revision === 1 ? 201 : 200 });
}

function stale(revision: number): Response {
  return new Response(JSON.stringify({ error: { status: 409, code: "draft-stale", message: "changed elsewhere" }, revision }), { status: 409 });
}

/** What each PUT sent: the revision it was based on and the document. */
function sentBodies(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the draft autosave", () => {
  test("a save over a dropped connection shows the error (not 'saving'), is not retried in a loop, and the next change saves", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(saved(1));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(useEditor);
    act(() => result.current.setText('{"a":1}'));
    await waitFor(() => expect(result.current.save).toEqual({ kind: "error", message: "No connection to the studio's server. Check your network and try again." }));
    await act(() => pause(40));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => result.current.setText('{"a":2}'));
    await waitFor(() => expect(result.current.save.kind).toBe("saved"));
    expect(result.current.savedText).toBe('{"a":2}');
    expect(sentBodies(fetchMock)[1]).toEqual({ baseVersion: 1, revision: 0, document: { a: 2 } });
  });

  test("a save that never comes back ends in an error after the timeout, and the editor can save again", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<typeof fetch>((_input, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))))
      .mockImplementationOnce((_input, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))))
      .mockResolvedValueOnce(saved(1));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(useEditor);
    act(() => result.current.setText('{"a":1}'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.save.kind).toBe("saving");
    await act(() => vi.advanceTimersByTimeAsync(studioCallTimeoutMs));
    expect(result.current.save).toEqual({ kind: "error", message: "The server did not answer within 15 seconds. Try again." });

    act(() => result.current.retry());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.save.kind).toBe("saved");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("each save names the revision it is based on; a change made during a save waits for it and uses the revision it returned", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(saved(2));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(useEditor);
    act(() => result.current.setText('{"a":1}'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => result.current.setText('{"a":2}'));
    await act(() => pause(40));
    // One save at a time: the second would be based on a revision the first is about to replace.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(saved(1)));
    await waitFor(() => expect(result.current.draft?.revision).toBe(2));
    expect(sentBodies(fetchMock)).toEqual([
      { baseVersion: 1, revision: 0, document: { a: 1 } },
      { baseVersion: 1, revision: 1, document: { a: 2 } },
    ]);
  });

  test("a stale save says so and stops saving; keeping this version saves it over the draft's current revision", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(stale(3)).mockResolvedValueOnce(saved(4));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(useEditor);
    act(() => result.current.setText('{"a":1}'));
    await waitFor(() => expect(result.current.save).toEqual({ kind: "stale", revision: 3 }));
    act(() => result.current.setText('{"a":2}'));
    await act(() => pause(40));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => result.current.keepMine());
    await waitFor(() => expect(result.current.save.kind).toBe("saved"));
    expect(sentBodies(fetchMock)[1]).toEqual({ baseVersion: 1, revision: 3, document: { a: 2 } });
    expect(result.current.draft?.revision).toBe(4);
  });

  test("after a stale save, a reload (reset) starts clean: the next change saves on the reloaded revision", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(stale(3)).mockResolvedValueOnce(saved(1));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(useEditor);
    act(() => result.current.setText('{"a":1}'));
    await waitFor(() => expect(result.current.save.kind).toBe("stale"));
    act(() => result.current.reset());
    act(() => result.current.setText('{"a":3}'));
    await waitFor(() => expect(result.current.save.kind).toBe("saved"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
