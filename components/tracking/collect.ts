/**
 * How the stand-ins of the tag manager and the engagement tool send what they are given: to the app's own collector
 * (app/api/collect), batched per task, kept alive through a page change. The real tools send to their vendors instead.
 */
import { requestJson } from "../api/appApi";

export type CollectTool = "tags" | "engagement";
export type CollectEntry = Record<string, unknown>;

export const collectPath = "/api/collect";

const pending: Record<CollectTool, CollectEntry[]> = { tags: [], engagement: [] };

function send(tool: CollectTool): void {
  const entries = pending[tool].splice(0);
  if (entries.length === 0) return;
  // Lost when the network is: tracking never stops the page nor retries into a viewer's data plan.
  void requestJson(collectPath, { body: { tool, entries }, keepalive: true }).catch(() => undefined);
}

export function collect(tool: CollectTool, entry: CollectEntry): void {
  if (pending[tool].push(entry) === 1) queueMicrotask(() => send(tool));
}
