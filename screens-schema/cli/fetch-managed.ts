/**
 * The validate CLI reading the management API (issue 17): every screen's current version, or one screen's, with an
 * API token an admin made in the studio. The token never goes on the command line (where `ps` and shell history see
 * it): `SHASHA_MANAGE_TOKEN` holds it, or `SHASHA_MANAGE_TOKEN_FILE` names a file that does.
 */
import { readFileSync } from "node:fs";
import type { SourceDocument } from "./load-documents";

/** `…/manage`, `…/manage/screens` or `…/manage/screens/<id>` (the id URL-encoded). */
const managePattern = /^(.*\/manage)(?:\/screens(?:\/([^/]+))?)?\/?$/;

export function isManageUrl(url: URL): boolean {
  return managePattern.test(url.pathname);
}

export function manageToken(env: NodeJS.ProcessEnv = process.env): string {
  const direct = env.SHASHA_MANAGE_TOKEN?.trim();
  if (direct) return direct;
  const file = env.SHASHA_MANAGE_TOKEN_FILE?.trim();
  if (file) {
    const fromFile = readFileSync(file, "utf8").trim();
    if (fromFile) return fromFile;
    throw new Error(`${file} (SHASHA_MANAGE_TOKEN_FILE) is empty`);
  }
  throw new Error("reading the management API needs an API token: set SHASHA_MANAGE_TOKEN, or SHASHA_MANAGE_TOKEN_FILE to a file holding it");
}

type Json = { [key: string]: unknown };

function isJsonObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function get(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json", authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  const path = new URL(url).pathname;
  if (response.status === 401 || response.status === 403) throw new Error(`GET ${path} answered ${response.status}: the token is unknown, revoked, or its role may not read`);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return JSON.parse(text);
}

export async function fetchManagedScreens(input: string): Promise<SourceDocument[]> {
  const url = new URL(input);
  const match = managePattern.exec(url.pathname);
  const base = `${url.origin}${match?.[1] ?? "/manage"}`;
  const token = manageToken();
  const one = match?.[2];
  const ids: string[] = [];
  if (one !== undefined) {
    ids.push(decodeURIComponent(one));
  } else {
    const listing = await get(`${base}/screens`, token);
    const screens = isJsonObject(listing) && Array.isArray(listing.screens) ? listing.screens : [];
    for (const screen of screens) if (isJsonObject(screen) && typeof screen.screenId === "string" && screen.version !== 0) ids.push(screen.screenId);
  }
  const documents: SourceDocument[] = [];
  for (const id of ids) {
    const reply = await get(`${base}/screens/${encodeURIComponent(id)}`, token);
    const document = isJsonObject(reply) ? reply.document : undefined;
    documents.push({ label: `${base}/screens/${encodeURIComponent(id)}`, text: JSON.stringify(document, null, 2) });
  }
  return documents;
}
