import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, test } from "vitest";
import { channels } from "../channels";
import { buildGuide, guideRange } from "./buildGuide";
import { broadcastOffsetMinutes, type GuideProgramme } from "./epgTypes";
import { escapeXml, xmltvTime } from "./writeXmltv";
import { xmltvFor } from "./xmltvFor";

const day = new Date("2026-03-04T10:00:00Z");
const guide = buildGuide(day);
const minute = 60_000;

function byChannel(programmes: readonly GuideProgramme[]): Map<string, GuideProgramme[]> {
  const map = new Map<string, GuideProgramme[]>();
  for (const programme of programmes) map.set(programme.channelId, [...(map.get(programme.channelId) ?? []), programme]);
  return map;
}

const channelsById = byChannel(guide);
const broadcastHour = (programme: GuideProgramme) => new Date(programme.start + broadcastOffsetMinutes * minute).getUTCHours();

describe("the seeded guide", () => {
  test("covers every seeded live channel, 501 upwards, from 7 days before the day to 7 days after it", () => {
    expect([...channelsById.keys()]).toEqual(channels.map((_, index) => String(501 + index)));
    const { from, to } = guideRange(day);
    expect(new Date(from).toISOString()).toBe("2026-02-25T00:00:00.000Z");
    expect(new Date(to).toISOString()).toBe("2026-03-12T00:00:00.000Z");
    for (const programmes of channelsById.values()) {
      expect(programmes[0]?.start).toBe(from);
      expect(programmes.at(-1)?.stop).toBe(to);
    }
  });

  test("runs programmes back to back, no gap and no overlap, each 30 to 120 minutes", () => {
    const faults: string[] = [];
    for (const programmes of channelsById.values()) {
      programmes.forEach((programme, index) => {
        const minutes = (programme.stop - programme.start) / minute;
        if (minutes < 30 || minutes > 120) faults.push(`${programme.channelId} ${minutes} min`);
        const previous = programmes[index - 1];
        if (previous !== undefined && previous.stop !== programme.start) faults.push(`${programme.channelId} gap at ${programme.start}`);
      });
    }
    expect(faults).toEqual([]);
    expect(guide.length).toBeGreaterThan(channels.length * 15 * 12);
  });

  test("gives every programme a title, a description and a category in Arabic, English and French", () => {
    const arabic = /[\u0600-\u06FF]/;
    const faults = guide.flatMap((programme) =>
      [programme.title, programme.description, programme.category]
        .filter((text) => text.en.trim() === "" || text.fr.trim() === "" || !arabic.test(text.ar) || (text.fr === text.en && text.en.length > 12))
        .map((text) => `${programme.channelId} ${programme.start}: ${JSON.stringify(text)}`),
    );
    expect(faults).toEqual([]);
  });

  test("fits each channel: hourly news bulletins, morning cartoons for children, live matches on sport", () => {
    const news = channelsById.get("511") ?? [];
    const onTheHour = news.filter((programme) => new Date(programme.start).getUTCMinutes() === 0);
    expect(onTheHour).toHaveLength(15 * 24);
    expect(onTheHour.every((programme) => programme.category.en === "News")).toBe(true);
    expect(news.filter((programme) => programme.category.en === "News")).toHaveLength(onTheHour.length);
    const kidsMornings = (channelsById.get("504") ?? []).filter((programme) => broadcastHour(programme) >= 6 && broadcastHour(programme) <= 11);
    const cartoons = kidsMornings.filter((programme) => programme.category.en === "Cartoon");
    expect(cartoons.length / kidsMornings.length).toBeGreaterThan(0.5);
    const live = (channelsById.get("505") ?? []).filter((programme) => programme.title.en.startsWith("Live: "));
    expect(live.length).toBeGreaterThan(15);
    expect(live.every((programme) => broadcastHour(programme) >= 15 && broadcastHour(programme) <= 23)).toBe(true);
    const dramaSeries = (channelsById.get("502") ?? []).filter((programme) => programme.category.en === "Series");
    expect(dramaSeries.every((programme) => /^S\d E\d+$/.test(programme.episode ?? ""))).toBe(true);
  });

  test("is the same for the same day whatever the hour, and a programme stays the same in the next day's guide", () => {
    expect(xmltvFor(new Date("2026-03-04T00:00:00Z"))).toBe(xmltvFor(new Date("2026-03-04T23:59:59Z")));
    const nextDay = buildGuide(new Date("2026-03-05T10:00:00Z"));
    const shared = (programme: GuideProgramme) => programme.start >= Date.parse("2026-02-26T00:00:00Z");
    expect(nextDay.filter((programme) => programme.stop <= guideRange(day).to && shared(programme))).toEqual(guide.filter(shared));
  });
});

describe("the XMLTV document", () => {
  const text = xmltvFor(day);
  const tv = new DOMParser().parseFromString(text, "text/xml").documentElement;

  test("is well-formed XMLTV: a channel per live channel with its names, and every programme", () => {
    expect(tv?.tagName).toBe("tv");
    const channelElements = tv?.getElementsByTagName("channel");
    expect(channelElements?.length).toBe(channels.length);
    expect(channelElements?.item(0)?.getAttribute("id")).toBe("ch-501");
    expect(channelElements?.item(0)?.getElementsByTagName("display-name").item(0)?.getAttribute("lang")).toBe("ar");
    expect(tv?.getElementsByTagName("programme").length).toBe(guide.length);
  });

  test("writes times as YYYYMMDDhhmmss +0000 and escapes XML's special characters", () => {
    expect(xmltvTime(Date.parse("2026-03-04T18:30:00Z"))).toBe("20260304183000 +0000");
    expect(text).toContain('<programme start="20260225000000 +0000" stop="');
    expect(escapeXml(`Tom & Jerry <"live"> l'été`)).toBe("Tom &amp; Jerry &lt;&quot;live&quot;&gt; l&apos;été");
  });
});
