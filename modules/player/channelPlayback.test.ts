import { describe, expect, test } from "vitest";
import type { ChannelSchedule, Programme } from "@/domain/guide";
import type { ContentItem } from "@/domain/types";
import { channelPlayback } from "./channelPlayback";

const now = Date.UTC(2026, 10, 28, 20, 10);
const minute = 60_000;
const at = (minutes: number) => new Date(now + minutes * minute).toISOString();
const programme = (id: string, from: number, to: number): Programme => ({ id, channelId: "502", title: id, description: "", category: null, start: at(from), end: at(to) });
const programmes = [programme("yesterday", -24 * 60, -23 * 60), programme("earlier", -70, -10), programme("on-now", -10, 50), programme("later", 50, 110)];
const channel = (replay?: ContentItem["replay"]): ContentItem => ({
  id: "502", kind: "live-channel", title: "Shasha Drama", description: "", genres: [], images: {}, plus: false, comingSoon: false, isLive: true, href: "/x",
  ...(replay ? { replay } : {}),
});
const asked: { from: string; to: string }[] = [];
const schedule = async (channelId: string, window: { from: string; to: string }): Promise<ChannelSchedule> => {
  asked.push(window);
  return { channel: channel(), ...window, programmes: programmes.filter((p) => p.channelId === channelId && p.start < window.to && p.end > window.from) };
};
const allowed = { startoverEnabled: true, catchupDays: 7 };

describe("a channel's player page", () => {
  test("live: what is on, and whether it may start over", async () => {
    expect(await channelPlayback(channel(allowed), schedule, undefined, now)).toMatchObject({ kind: "live", onNow: { id: "on-now" }, startOver: true });
    expect(await channelPlayback(channel(), schedule, undefined, now)).toMatchObject({ kind: "live", onNow: { id: "on-now" }, startOver: false });
  });

  test("a programme again: started over while on, caught up once aired, found in the last seven days", async () => {
    expect(await channelPlayback(channel(allowed), schedule, "on-now", now)).toMatchObject({ kind: "programme", programme: { id: "on-now" }, replay: "startover" });
    expect(await channelPlayback(channel(allowed), schedule, "yesterday", now)).toMatchObject({ kind: "programme", programme: { id: "yesterday" }, replay: "catchup" });
    const window = asked.at(-1);
    expect(window && Date.parse(window.to) - Date.parse(window.from)).toBe(7 * 24 * 60 * minute);
  });

  test("one the rule refuses or the guide does not know is still asked for, with no replay claimed: the service says why", async () => {
    // Not aired: beyond the window looked in, so unknown here; the service answers PROGRAMME_NOT_AIRED.
    expect(await channelPlayback(channel(allowed), schedule, "later", now)).toEqual({ kind: "programme", programmeId: "later" });
    expect(await channelPlayback(channel(), schedule, "earlier", now)).toEqual({ kind: "programme", programmeId: "earlier", programme: programmes[1] });
    expect(await channelPlayback(channel(allowed), schedule, "unknown", now)).toEqual({ kind: "programme", programmeId: "unknown" });
    const failing = () => Promise.reject(new Error("guide down"));
    expect(await channelPlayback(channel(allowed), failing, undefined, now)).toEqual({ kind: "live", startOver: false });
  });
});
