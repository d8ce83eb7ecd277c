import { fetchManagedScreens, isManageUrl } from "./fetch-managed";
import type { SourceDocument } from "./load-documents";

type Json = { [key: string]: unknown };

function isJsonObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function getJson(url: URL | string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: undefined };
  }
}

function isScreenDocument(body: unknown): body is Json {
  return isJsonObject(body) && ("schemaVersion" in body || "blocks" in body);
}

function appGridPath(body: unknown): string | undefined {
  const services = isJsonObject(body) ? body.services : undefined;
  const appgrid = isJsonObject(services) ? services.appgrid : undefined;
  return typeof appgrid === "string" ? appgrid : undefined;
}

function withTrailingSlash(url: URL): URL {
  return url.pathname.endsWith("/") ? url : new URL(`${url.pathname}/${url.search}`, url);
}

async function openSession(appgrid: URL): Promise<string> {
  const url = new URL("session", withTrailingSlash(appgrid));
  url.searchParams.set("appKey", process.env.APPGRID_APP_KEY || "shasha-web-dev"); // empty counts as unset
  url.searchParams.set("uuid", "validate-cli");
  const { status, body } = await getJson(url);
  const sessionKey = isJsonObject(body) ? body.sessionKey : undefined;
  if (status !== 200 || typeof sessionKey !== "string") throw new Error(`GET ${url.origin}${url.pathname} answered ${status} without a sessionKey`);
  return sessionKey;
}

interface EntriesPage {
  entries: unknown[];
  total: number;
  size: number;
}

async function fetchEntriesPage(appgrid: URL, sessionKey: string, page: number): Promise<EntriesPage> {
  const url = new URL("content/entries", withTrailingSlash(appgrid));
  for (const [name, value] of Object.entries({ typeAlias: "screen", size: "50", offset: String(page), sessionKey })) {
    url.searchParams.set(name, value);
  }
  const { status, body } = await getJson(url);
  const entries = isJsonObject(body) ? body.entries : undefined;
  const pagination = isJsonObject(body) ? body.pagination : undefined;
  if (status !== 200 || !Array.isArray(entries) || !isJsonObject(pagination)) {
    throw new Error(`GET ${url.origin}${url.pathname} answered ${status} without entries`);
  }
  const total = typeof pagination.total === "number" ? pagination.total : 0;
  const size = typeof pagination.size === "number" ? pagination.size : 50;
  return { entries, total, size };
}

function screenFromEntry(label: string, entry: unknown): SourceDocument | undefined {
  if (!isJsonObject(entry) || !("document" in entry)) return undefined;
  const meta = entry["_meta"]; // app-grid's wire name
  const alias = isJsonObject(meta) ? meta.entryAlias : undefined;
  const screenId = typeof entry.screenId === "string" ? entry.screenId : String(alias ?? "unknown");
  return { label: `${label}#${screenId}`, text: JSON.stringify(entry.document, null, 2) };
}

/** Every screen entry in the app-grid, page by page (`offset` counts pages). */
async function enumerateScreens(label: string, appgrid: URL): Promise<SourceDocument[]> {
  const sessionKey = await openSession(appgrid);
  const documents: SourceDocument[] = [];
  for (let page = 0; page < 1000; page++) {
    const { entries, total, size } = await fetchEntriesPage(appgrid, sessionKey, page);
    for (const entry of entries) {
      const document = screenFromEntry(label, entry);
      if (document) documents.push(document);
    }
    if (entries.length === 0 || (page + 1) * size >= total) break;
  }
  return documents;
}

/**
 * A URL is the management API (every screen or one, with an API token: fetch-managed.ts), a screen document, the
 * services index (`GET /` of the local services) or an app-grid base.
 */
export async function fetchScreenDocuments(input: string): Promise<SourceDocument[]> {
  const url = new URL(input);
  if (isManageUrl(url)) return fetchManagedScreens(input);
  const { status, body } = await getJson(url);
  if (status === 200 && isScreenDocument(body)) return [{ label: input, text: JSON.stringify(body, null, 2) }];
  const appgridPath = status === 200 ? appGridPath(body) : undefined;
  return enumerateScreens(input, appgridPath === undefined ? url : new URL(appgridPath, url));
}
