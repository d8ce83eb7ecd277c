/**
 * Reads a programme guide in XMLTV (xmltv.dtd, the format broadcasters and guide providers deliver) with
 * @xmldom/xmldom and checks every channel and programme with zod. A programme that does not pass is skipped and
 * counted, never the whole load; a text that is not an XMLTV document (not XML, or not `<tv>` at its root) throws.
 *
 * Channel ids: XMLTV's `channel` is the content id of a live channel, written `ch-<id>` (`ch-501` is channel
 * `501`, as services/seed/epg writes it) or the bare id (`501`). Any other id (`bbc1.uk`) names no channel of the
 * catalogue: its programmes are skipped and counted.
 *
 * Texts: a title, description or category per `lang`; a language the document leaves out takes the first one given
 * (an English-only guide reads in English everywhere). A programme without `stop` ends where the channel's next
 * programme starts (the DTD allows that); the last one without a stop is skipped.
 */
import { createHash } from "node:crypto";
import { DOMParser, type Element, type Node } from "@xmldom/xmldom";
import { z } from "zod";
import type { LocalizedText } from "../db/localizedText";
import { parseXmltvTime } from "./epgTime";

export interface EpgProgramme {
  /** Stable for a channel and a start: the same programme keeps its id across reloads. */
  id: string;
  channelId: string;
  start: number;
  stop: number;
  title: LocalizedText;
  description: LocalizedText;
  category: LocalizedText | null;
  /** XMLTV's `onscreen` episode number as the document writes it ("S2 E14"). */
  episode: string | null;
}

export interface ParsedGuide {
  /** Channels the document declares with a usable id. */
  channels: number;
  programmes: EpgProgramme[];
  /** Programmes (and channels) left out, each for a reason in `problems`. */
  skipped: number;
  /** The first reasons, for the log. */
  problems: string[];
}

const maxProblems = 20;

/** `ch-501` or `501` → `501`; anything else is not a channel of the catalogue. */
export function contentChannelId(xmltvId: string): string | undefined {
  const match = /^(?:ch-)?(\d{1,12})$/.exec(xmltvId.trim());
  return match?.[1];
}

/** A stable programme id: a hash of the channel and the start instant. */
export function programmeId(channelId: string, start: number): string {
  return createHash("sha256").update(`${channelId}@${start}`).digest("base64url").slice(0, 16);
}

const textEntry = z.object({ lang: z.string().nullable(), text: z.string().min(1) });
type TextEntry = z.output<typeof textEntry>;

const xmltvTime = z.string().transform((value, context) => {
  const ms = parseXmltvTime(value);
  if (ms === undefined) {
    context.addIssue({ code: "custom", message: `"${value}" is not an XMLTV time` });
    return z.NEVER;
  }
  return ms;
});

const channelRef = z.string().transform((value, context) => {
  const id = contentChannelId(value);
  if (id === undefined) {
    context.addIssue({ code: "custom", message: `channel "${value}" is not ch-<content id>` });
    return z.NEVER;
  }
  return id;
});

const programmeSchema = z.object({
  channel: channelRef,
  start: xmltvTime,
  stop: xmltvTime.nullable(),
  titles: z.array(textEntry).min(1, "no title"),
  descriptions: z.array(textEntry),
  categories: z.array(textEntry),
  episode: z.string().min(1).max(64).nullable(),
});

const channelSchema = z.object({ id: channelRef, names: z.array(textEntry).min(1, "no display-name") });

function isElement(node: Node): node is Element {
  return node.nodeType === node.ELEMENT_NODE;
}

function childElements(parent: Node): Element[] {
  const elements: Element[] = [];
  for (const node of parent.childNodes) if (isElement(node)) elements.push(node);
  return elements;
}

/** The non-empty texts of the children named `name`, with their `lang`. */
function textsOf(children: readonly Element[], name: string): TextEntry[] {
  return children
    .filter((child) => child.tagName === name)
    .map((child) => ({ lang: child.getAttribute("lang"), text: (child.textContent ?? "").trim() }))
    .filter((entry) => entry.text !== "");
}

/** One text per language: the entry in that language (`ar`, `ar-SA`), else the first given. */
export function localize(entries: readonly TextEntry[]): LocalizedText | null {
  const [first] = entries;
  if (first === undefined) return null;
  const inLanguage = (language: string) =>
    entries.find((entry) => entry.lang?.trim().toLowerCase().split(/[-_]/)[0] === language)?.text ?? first.text;
  return { ar: inLanguage("ar"), en: inLanguage("en"), fr: inLanguage("fr") };
}

function rawProgramme(element: Element) {
  const children = childElements(element);
  const onscreen = children.find((child) => child.tagName === "episode-num" && child.getAttribute("system") === "onscreen");
  return {
    channel: element.getAttribute("channel") ?? "",
    start: element.getAttribute("start") ?? "",
    stop: element.getAttribute("stop"),
    titles: textsOf(children, "title"),
    descriptions: textsOf(children, "desc"),
    categories: textsOf(children, "category"),
    episode: onscreen?.textContent?.trim() || null,
  };
}

/** The document's `<tv>` element; anything else is refused with what was found. */
function tvElement(text: string): Element {
  let root: Element | null;
  try {
    // Warnings and recoverable errors (an unknown entity, say) are left to the per-programme checks; only a fatal
    // error (not well-formed XML) stops the parse, and it throws.
    root = new DOMParser({ onError: () => undefined }).parseFromString(text, "text/xml").documentElement;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`The programme guide is not an XMLTV document: it is not well-formed XML (${reason}).`, { cause: error });
  }
  if (root === null || root.tagName !== "tv") {
    throw new Error(`The programme guide is not an XMLTV document: its root element is <${root?.tagName ?? "none"}>, not <tv>.`);
  }
  return root;
}

interface Pending {
  channelId: string;
  start: number;
  stop: number | null;
  title: LocalizedText;
  description: LocalizedText;
  category: LocalizedText | null;
  episode: string | null;
}

const emptyText: LocalizedText = { ar: "", en: "", fr: "" };

/**
 * Gives each programme without a stop the next start on its channel, drops the ones that cannot end or end before
 * they start, and keeps one programme per channel and start (the later one in the document wins).
 */
function finish(pending: readonly Pending[], reject: (reason: string) => void): EpgProgramme[] {
  const sorted = [...pending].sort((a, b) => a.channelId.localeCompare(b.channelId) || a.start - b.start);
  const byId = new Map<string, EpgProgramme>();
  sorted.forEach((programme, index) => {
    const following = sorted[index + 1];
    const nextStart = following?.channelId === programme.channelId ? following.start : undefined;
    const stop = programme.stop ?? nextStart;
    const where = `channel ${programme.channelId} at ${new Date(programme.start).toISOString()}`;
    if (stop === undefined) return reject(`${where}: no stop and no next programme`);
    if (stop <= programme.start) return reject(`${where}: stops before it starts`);
    const id = programmeId(programme.channelId, programme.start);
    if (byId.has(id)) reject(`${where}: a second programme at the same start replaces the first`);
    byId.set(id, { ...programme, id, stop });
  });
  return [...byId.values()];
}

/** Parses and checks an XMLTV document. Throws only when the text is not XMLTV at all. */
export function parseXmltv(text: string): ParsedGuide {
  const root = tvElement(text);
  const problems: string[] = [];
  let skipped = 0;
  const reject = (reason: string): void => {
    skipped += 1;
    if (problems.length < maxProblems) problems.push(reason);
  };
  let channels = 0;
  const pending: Pending[] = [];
  for (const element of childElements(root)) {
    if (element.tagName === "channel") {
      const channel = channelSchema.safeParse({ id: element.getAttribute("id") ?? "", names: textsOf(childElements(element), "display-name") });
      if (channel.success) channels += 1;
      else reject(`channel "${element.getAttribute("id") ?? ""}": ${channel.error.issues.map((issue) => issue.message).join("; ")}`);
    } else if (element.tagName === "programme") {
      const parsed = programmeSchema.safeParse(rawProgramme(element));
      if (!parsed.success) {
        reject(`programme on "${element.getAttribute("channel") ?? ""}" at "${element.getAttribute("start") ?? ""}": ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
        continue;
      }
      const { channel, start, stop, titles, descriptions, categories, episode } = parsed.data;
      const title = localize(titles) ?? emptyText;
      pending.push({ channelId: channel, start, stop, title, description: localize(descriptions) ?? emptyText, category: localize(categories), episode });
    }
  }
  return { channels, programmes: finish(pending, reject), skipped, problems };
}
