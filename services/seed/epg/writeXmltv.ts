/**
 * Writes a guide as an XMLTV document (xmltv.dtd): the channels with a display name per language, then each
 * programme with its title, description and category per language and its on-screen episode number. Channel ids are
 * `ch-<content id>` (services/content/xmltv.ts maps them back). Times are UTC, written with `+0000`.
 */
import type { LocalizedText } from "../../db/localizedText";
import { serviceLocales } from "../../db/localizedText";
import type { GuideChannel } from "./buildGuide";
import type { GuideProgramme } from "./epgTypes";

const escapes: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

const two = (value: number): string => String(value).padStart(2, "0");

/** XMLTV's time format: `YYYYMMDDhhmmss +0000`. */
export function xmltvTime(ms: number): string {
  const date = new Date(ms);
  const day = `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}`;
  return `${day}${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())} +0000`;
}

export function xmltvChannelId(contentId: string): string {
  return `ch-${contentId}`;
}

function perLanguage(element: string, value: LocalizedText): string {
  return serviceLocales.map((locale) => `<${element} lang="${locale}">${escapeXml(value[locale])}</${element}>`).join("");
}

function channelElement(channel: GuideChannel): string {
  return `<channel id="${escapeXml(xmltvChannelId(channel.id))}">${perLanguage("display-name", channel.title)}</channel>`;
}

function programmeElement(programme: GuideProgramme): string {
  const attributes = `start="${xmltvTime(programme.start)}" stop="${xmltvTime(programme.stop)}" channel="${escapeXml(xmltvChannelId(programme.channelId))}"`;
  const episode = programme.episode === undefined ? "" : `<episode-num system="onscreen">${escapeXml(programme.episode)}</episode-num>`;
  const body = `${perLanguage("title", programme.title)}${perLanguage("desc", programme.description)}${perLanguage("category", programme.category)}${episode}`;
  return `<programme ${attributes}>${body}</programme>`;
}

/**
 * The document, one element per line (no indentation: the loader would only have more whitespace to skip). Element
 * order within a programme follows the DTD: title, desc, category, episode-num.
 */
export function writeXmltv(channels: readonly GuideChannel[], programmes: readonly GuideProgramme[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE tv SYSTEM "xmltv.dtd">',
    '<tv source-info-name="Shasha local services" generator-info-name="services/seed/epg">',
    ...channels.map(channelElement),
    ...programmes.map(programmeElement),
    "</tv>",
    "",
  ].join("\n");
}
