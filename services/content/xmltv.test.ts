import { describe, expect, test } from "vitest";
import { parseXmltvTime } from "./epgTime";
import { contentChannelId, parseXmltv, programmeId } from "./xmltv";

const document = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv>\n${body}\n</tv>`;

const valid = document(`
  <channel id="ch-501"><display-name lang="ar">شاشة وان</display-name><display-name lang="en">Shasha One</display-name></channel>
  <channel id="ch-511"><display-name lang="en">Shasha News</display-name></channel>
  <programme start="20260304180000 +0000" stop="20260304190000 +0000" channel="ch-501">
    <title lang="ar">البحر الصامت</title><title lang="en">The Silent Sea</title><title lang="fr">La Mer silencieuse</title>
    <desc lang="en">Episode 4. Salma tells the truth.</desc><desc lang="fr">Épisode 4. Salma dit la vérité.</desc>
    <category lang="en">Series</category>
    <episode-num system="xmltv_ns">0.3.</episode-num><episode-num system="onscreen">S1 E4</episode-num>
  </programme>
  <programme start="20260304190000 +0000" stop="20260304193000 +0000" channel="ch-511">
    <title lang="en">News &amp; Weather</title>
  </programme>`);

describe("parseXmltv", () => {
  test("reads channels and programmes, each text in the three languages", () => {
    const guide = parseXmltv(valid);
    expect(guide.channels).toBe(2);
    expect(guide.skipped).toBe(0);
    const [series, news] = guide.programmes;
    expect(series).toEqual({
      id: programmeId("501", Date.parse("2026-03-04T18:00:00Z")),
      channelId: "501",
      start: Date.parse("2026-03-04T18:00:00Z"),
      stop: Date.parse("2026-03-04T19:00:00Z"),
      title: { ar: "البحر الصامت", en: "The Silent Sea", fr: "La Mer silencieuse" },
      // No Arabic description: the first one given stands in.
      description: { ar: "Episode 4. Salma tells the truth.", en: "Episode 4. Salma tells the truth.", fr: "Épisode 4. Salma dit la vérité." },
      category: { ar: "Series", en: "Series", fr: "Series" },
      episode: "S1 E4",
    });
    expect(news).toMatchObject({ channelId: "511", title: { ar: "News & Weather", en: "News & Weather", fr: "News & Weather" }, category: null, episode: null });
    expect(news?.description).toEqual({ ar: "", en: "", fr: "" });
  });

  test("skips and counts a broken programme, and loads the rest", () => {
    const guide = parseXmltv(
      document(`
      <programme start="20260304180000 +0000" stop="20260304190000 +0000" channel="ch-501"><title>Good</title></programme>
      <programme start="2026-03-04 18:00" stop="20260304190000 +0000" channel="ch-502"><title>Bad time</title></programme>
      <programme start="20260304180000 +0000" stop="20260304190000 +0000" channel="ch-503"></programme>
      <programme start="20260304180000 +0000" stop="20260304190000 +0000" channel="bbc1.uk"><title>Unknown channel</title></programme>
      <programme start="20260304190000 +0000" stop="20260304180000 +0000" channel="ch-504"><title>Backwards</title></programme>
      <programme start="20260231180000 +0000" stop="20260304190000 +0000" channel="ch-505"><title>31 February</title></programme>`),
    );
    expect(guide.programmes.map((programme) => programme.title.en)).toEqual(["Good"]);
    expect(guide.skipped).toBe(5);
    expect(guide.problems.join("\n")).toMatch(/"2026-03-04 18:00" is not an XMLTV time/);
    expect(guide.problems.join("\n")).toMatch(/no title/);
    expect(guide.problems.join("\n")).toMatch(/channel "bbc1.uk" is not ch-<content id>/);
    expect(guide.problems.join("\n")).toMatch(/stops before it starts/);
  });

  test("refuses a text that is not an XMLTV document", () => {
    expect(() => parseXmltv("this is not XML")).toThrow("not an XMLTV document: it is not well-formed XML");
    expect(() => parseXmltv("<tv><programme></tv>")).toThrow("not an XMLTV document: it is not well-formed XML");
    expect(() => parseXmltv("<html><body>Guide</body></html>")).toThrow("its root element is <html>, not <tv>");
  });

  test("reads a real-world guide: +0300 offsets, regional language tags, a missing stop, a later duplicate", () => {
    const guide = parseXmltv(
      document(`
      <channel id="501"><display-name>Shasha One</display-name></channel>
      <programme start="20260304210000 +0300" channel="501"><title lang="ar-SA">نشرة المساء</title><title lang="en-GB">Evening News</title></programme>
      <programme start="20260304213000 +0300" stop="20260304223000 +0300" channel="501"><title lang="ar">حوار</title></programme>
      <programme start="20260304213000 +0300" stop="20260304230000 +0300" channel="501"><title lang="ar">حوار مفتوح</title></programme>
      <programme start="202603042300 -0100" stop="20260305013000Z" channel="ch-501"><title lang="fr">Film</title></programme>`),
    );
    const [evening, talk, film] = guide.programmes;
    expect(new Date(evening?.start ?? 0).toISOString()).toBe("2026-03-04T18:00:00.000Z");
    // No stop: it ends where the channel's next programme starts.
    expect(new Date(evening?.stop ?? 0).toISOString()).toBe("2026-03-04T18:30:00.000Z");
    expect(evening?.title).toEqual({ ar: "نشرة المساء", en: "Evening News", fr: "نشرة المساء" });
    expect(talk?.title.ar).toBe("حوار مفتوح");
    expect(new Date(talk?.stop ?? 0).toISOString()).toBe("2026-03-04T20:00:00.000Z");
    expect(new Date(film?.start ?? 0).toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(guide.programmes).toHaveLength(3);
    expect(guide.skipped).toBe(1);
    expect(guide.problems[0]).toMatch(/a second programme at the same start replaces the first/);
  });
});

describe("XMLTV times and channel ids", () => {
  test("read a time in its zone as the UTC instant", () => {
    expect(parseXmltvTime("20260304210000 +0300")).toBe(Date.parse("2026-03-04T18:00:00Z"));
    expect(parseXmltvTime("20260304210000 +03:00")).toBe(Date.parse("2026-03-04T18:00:00Z"));
    expect(parseXmltvTime("20260304210000")).toBe(Date.parse("2026-03-04T21:00:00Z"));
    expect(parseXmltvTime("20260304")).toBe(Date.parse("2026-03-04T00:00:00Z"));
    expect(parseXmltvTime("20260304240000 +0000")).toBeUndefined();
    expect(parseXmltvTime("20260304210000 +2500")).toBeUndefined();
    expect(parseXmltvTime("yesterday")).toBeUndefined();
  });

  test("map ch-<id> and a bare id to the content id, and nothing else", () => {
    expect(contentChannelId("ch-501")).toBe("501");
    expect(contentChannelId("501")).toBe("501");
    expect(contentChannelId("bbc1.uk")).toBeUndefined();
    expect(contentChannelId("ch-")).toBeUndefined();
  });
});
