// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { LocalTime } from "./LocalTime";
import { localTimeText, type LocalTimeValue } from "./localTimeText";

const zone = vi.hoisted(() => {
  const state: { current: string | undefined } = { current: "America/New_York" };
  return state;
});
vi.mock("./browserTimeZone", () => ({ browserTimeZone: () => zone.current }));

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2009\u202f\u00a0]/g, " ");
const server: TimeDisplay = { locale: "en", timeZone: "Asia/Riyadh" };
const value: LocalTimeValue = { kind: "range", start: "2026-03-10T19:00:00Z", end: "2026-03-10T20:30:00Z" };

const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = "";
  zone.current = "America/New_York";
});

async function hydrate(text: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<LocalTime value={value} display={server} text={text} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recoverable = vi.fn<(error: unknown) => void>();
  await act(async () => {
    roots.push(hydrateRoot(container, <LocalTime value={value} display={server} text={text} />, { onRecoverableError: recoverable }));
  });
  return { container, serverHtml, recoverable };
}

describe("LocalTime", () => {
  test("the server renders the text it was given, in its zone, with the moment for machines", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<LocalTime value={value} display={server} text={localTimeText(value, server)} />);
    const time = container.querySelector("time");
    expect(time?.getAttribute("datetime")).toBe("2026-03-10T19:00:00Z");
    expect(plain(time?.textContent)).toBe("10:00 – 11:30 PM");
  });

  test("after hydration, without a mismatch, it shows the browser's own zone", async () => {
    const { container, serverHtml, recoverable } = await hydrate(localTimeText(value, server));
    expect(plain(serverHtml)).toContain("10:00 – 11:30 PM");
    expect(recoverable).not.toHaveBeenCalled();
    // New York is UTC-4 on 10 March 2026 (daylight saving time began on 8 March).
    expect(plain(container.textContent)).toBe("3:00 – 4:30 PM");
  });

  test("when the browser is in the server's zone, or cannot say, the server's text stays", async () => {
    zone.current = "Asia/Riyadh";
    expect(plain((await hydrate("server text")).container.textContent)).toBe("server text");
    zone.current = undefined;
    expect(plain((await hydrate("server text")).container.textContent)).toBe("server text");
  });

  test("a day is named against the page's moment in the browser's zone", async () => {
    const day: LocalTimeValue = { kind: "day", day: "2026-03-10T23:30:00Z", now: "2026-03-10T12:00:00Z", words: { today: "Today", tomorrow: "Tomorrow", yesterday: "Yesterday" } };
    // 23:30 UTC is tomorrow in Riyadh, today in New York.
    expect(localTimeText(day, server)).toBe("Tomorrow");
    expect(localTimeText(day, { ...server, timeZone: "America/New_York" })).toBe("Today");
  });
});
