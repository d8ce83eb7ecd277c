import { expect } from "vitest";
import { z } from "zod";
import { seedStaffPassword } from "../manage/staffSeed";
import { entrySchema, sessionBodySchema } from "./wireSchemas";
import { getJson, readReply, testAppKey, type TestReply, type TestServices } from "./startTestServices";

export const testManageToken = "t";

export interface ManageCall {
  method?: string;
  /** A string is sent as is (to test bad JSON); anything else is sent as JSON. */
  body?: unknown;
  /** null sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

export type ManageReply = TestReply;

/** Calls `/manage/screens<path>` with the test token unless told otherwise. */
export function manage(services: TestServices, path: string, call: ManageCall = {}): Promise<ManageReply> {
  return manageApi(services, `/screens${path}`, call);
}

/** Calls `/manage<path>` with the test (bootstrap) token unless told otherwise. */
export async function manageApi(services: TestServices, path: string, call: ManageCall = {}): Promise<ManageReply> {
  const token = call.token === undefined ? testManageToken : call.token;
  const headers: Record<string, string> = { ...call.headers };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  const body = call.body === undefined || typeof call.body === "string" ? call.body : JSON.stringify(call.body);
  return readReply(await fetch(`${services.url}/manage${path}`, { method: call.method ?? "GET", headers, body }));
}

const signedInSchema = z.object({ token: z.string(), staff: z.object({ id: z.string(), email: z.string(), role: z.string() }) });

/** A studio session token of a seeded staff member (services/manage/staffSeed.ts), e.g. "publisher". */
export async function signInStaff(services: TestServices, who: "qa" | "editor" | "editor2" | "publisher" | "admin"): Promise<string> {
  const reply = await manageApi(services, "/auth/sign-in", {
    method: "POST",
    token: null,
    body: { email: `${who}@studio.shasha.test`, password: seedStaffPassword },
  });
  expect(reply.status).toBe(201);
  return signedInSchema.parse(reply.body).token;
}

export function textBlock(id: string, text = id): Record<string, unknown> {
  return { type: "text", id, text: { ar: text, en: text, fr: text } };
}

/** A valid screen with the blocks given (a screen needs at least one). */
export function screenDocument(
  id: string,
  blocks: unknown[] = [textBlock("intro")],
  title: unknown = { key: "screen.title" },
): Record<string, unknown> {
  return { schemaVersion: "1.0", id, title, blocks };
}

export function railBlock(id: string, carouselId = "featured"): Record<string, unknown> {
  return { type: "rail", id, tileStyle: "poster", source: { kind: "editorial-carousel", carouselId } };
}

/** The document the app-grid serves for a screen id (a fresh session each time), or the reply status. */
export async function servedDocument(services: TestServices, screenId: string, query = ""): Promise<unknown> {
  const session = await getJson(`${services.url}/appgrid/session?appKey=${testAppKey}&uuid=manage-tests`);
  const headers = { "X-SESSION": sessionBodySchema.parse(session.body).sessionKey };
  const reply = await getJson(`${services.url}/appgrid/content/entry/alias/${encodeURIComponent(screenId)}${query}`, headers);
  if (reply.status !== 200) return reply.status;
  const entry = entrySchema.parse(reply.body);
  expect(entry.screenId).toBe(screenId);
  return entry.document;
}
