/**
 * My List in the browser (issue 31 §2): the profile's ids from the app's own API, through SWR (one request shared by
 * every toggle on the page, revalidated on focus), and a change that shows at once and is undone if the service refuses
 * it. Replies are outside data: checked (domain/check; the browser carries no zod).
 */
import * as check from "@/domain/check";
import { requestJson } from "../api/appApi";

export const myListKey = "/api/playback/favourites";

const idsReply = check.object({ ids: check.array(check.nonEmptyString) });

/** A guest (401): the list is not theirs to have. */
export class SignInNeeded extends Error {}

function idsOf(reply: { ok: boolean; status: number; body: unknown }): string[] {
  if (reply.status === 401) throw new SignInNeeded("sign in to keep a list");
  if (!reply.ok) throw new Error(`my list: HTTP ${reply.status}`);
  const parsed = idsReply.parse(reply.body);
  if (!parsed.ok) throw new Error(`my list: ${parsed.error}`);
  return parsed.value.ids;
}

export async function fetchMyList(): Promise<string[]> {
  return idsOf(await requestJson(myListKey));
}

export async function changeMyList(id: string, change: "add" | "remove"): Promise<string[]> {
  return idsOf(await requestJson(myListKey, { method: "POST", body: { id, change } }));
}

/** The list as it will be: added at the front (latest first), or taken out. */
export function withChange(ids: readonly string[], id: string, change: "add" | "remove"): string[] {
  const rest = ids.filter((listed) => listed !== id);
  return change === "add" ? [id, ...rest] : rest;
}
