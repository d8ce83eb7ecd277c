/**
 * `POST /api/collect`: where the stand-ins of the tag manager and the engagement tool send (components/tracking), in
 * place of the vendors' collectors, which the real scripts reach themselves (`TAG_MANAGER_ID`). Checked, counted and
 * logged by event name only; nothing is stored. Same-origin JSON only, like every state-changing call (proxy, forgery.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { log } from "@/ops/log";

const entry = z.record(z.string().max(64), z.unknown());
const batch = z.object({ tool: z.enum(["tags", "engagement"]), entries: z.array(entry).min(1).max(100) });

const maxBytes = 64 * 1024;

function nameOf(value: Record<string, unknown>): string {
  const name = value.event ?? value.kind;
  return typeof name === "string" ? name.slice(0, 64) : "unnamed";
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  const text = await request.text();
  if (text.length > maxBytes) return NextResponse.json({ ok: false, error: "too-large" }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return NextResponse.json({ ok: false, error: "malformed" }, { status: 400 });
  }
  const parsed = batch.safeParse(body);
  if (!parsed.success) return NextResponse.json({ ok: false, error: "malformed" }, { status: 400 });
  const { tool, entries } = parsed.data;
  log({ level: "info", code: "tracking-collected", message: `${tool}: ${entries.map(nameOf).join(", ")}` });
  return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
