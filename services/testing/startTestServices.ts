import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningServices, type ServicesOptions, startServices } from "../startServices";

export const testAppKey = "shasha-test";

export interface TestServices extends RunningServices {
  dataDir: string;
}

/** Starts the suite on a free port with a fresh temporary DATA_DIR (or the given one, to test restarts). */
export async function startTestServices(options: Partial<ServicesOptions> = {}): Promise<TestServices> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "shasha-services-"));
  // The bot check's browser challenge at a test's size: solved in a few hashes, still checked in full.
  const services = await startServices({ port: 0, host: "127.0.0.1", appKey: testAppKey, botCheckMaxNumber: 50, ...options, dataDir });
  return { ...services, dataDir };
}

export interface TestReply {
  status: number;
  headers: Headers;
  /** The parsed JSON body; `undefined` when it is not JSON. */
  body: unknown;
  text: string;
}

/** A response as the tests read it: status, headers, the text and its JSON. */
export async function readReply(response: Response): Promise<TestReply> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** GET a path and return the status, headers and parsed JSON body (`undefined` when not JSON). */
export async function getJson(url: string, headers: Record<string, string> = {}): Promise<TestReply> {
  return readReply(await fetch(url, { headers }));
}

/** `?request=<json>` as the content API expects it. */
export function requestParam(request: unknown): string {
  return `request=${encodeURIComponent(JSON.stringify(request))}`;
}
