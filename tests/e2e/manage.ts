/** The local services' management API, as the e2e tests drive it (services on port 4100, see playwright.config.ts). */
import type { APIRequestContext } from "@playwright/test";

export const servicesUrl = "http://127.0.0.1:4100";
export const manageToken = "shasha-dev-manage-token";
const auth = { Authorization: `Bearer ${manageToken}` };

export function screenDoc(id: string, texts: { en: string; ar?: string; fr?: string }[], extraBlocks: unknown[] = []) {
  return {
    schemaVersion: "1.0",
    id,
    title: { ar: id, en: id, fr: id },
    blocks: [
      ...texts.map((text, i) => ({
        type: "text",
        id: `t${i}`,
        text: { ar: text.ar ?? text.en, en: text.en, fr: text.fr ?? text.en },
      })),
      ...extraBlocks,
    ],
  };
}

/** `manageUrl`: another suite's management API (the cluster proof's). */
export function publish(request: APIRequestContext, id: string, document: unknown, manageUrl = `${servicesUrl}/manage`) {
  return request.put(`${manageUrl}/screens/${encodeURIComponent(id)}`, { headers: auth, data: document });
}

export function current(request: APIRequestContext, id: string) {
  return request.get(`${servicesUrl}/manage/screens/${encodeURIComponent(id)}`, { headers: auth });
}

export function rollback(request: APIRequestContext, id: string, version: number) {
  return request.post(`${servicesUrl}/manage/screens/${encodeURIComponent(id)}/rollback`, { headers: auth, data: { version } });
}

export function versions(request: APIRequestContext, id: string) {
  return request.get(`${servicesUrl}/manage/screens/${encodeURIComponent(id)}/versions`, { headers: auth });
}

/** A preview link the management API mints (a short-lived grant, never the token): its path on the app. */
export async function previewPath(request: APIRequestContext, id: string, lang = "en", manageUrl = `${servicesUrl}/manage`): Promise<string> {
  const reply = await request.post(`${manageUrl}/screens/${encodeURIComponent(id)}/preview-link`, { headers: auth, data: { lang } });
  const body: unknown = await reply.json();
  if (typeof body !== "object" || body === null || !("path" in body) || typeof body.path !== "string") throw new Error(`no preview link for ${id}`);
  return body.path;
}
