/**
 * GET /api/bot-check?action=sign-up: a bot-check challenge for the page to solve before a form the user service
 * bot-checks (issue 31 §5, domain/botCheck.ts; components/botCheck/botCheckToken.ts). The provider's, passed on
 * unchanged; never cached, since each solves into one token.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices } from "@/app/_server/services";
import { callContextOf } from "@/app/_api/formRoute";
import { botCheckActions } from "@/domain/forms/botCheckedOperations";
import { errorText, log } from "@/ops/log";

const noStore = { "Cache-Control": "no-store" };

export async function GET(request: NextRequest) {
  const action = request.nextUrl.searchParams.get("action") ?? "";
  if (!botCheckActions.includes(action)) return NextResponse.json({ error: "unknown-action" }, { status: 400, headers: noStore });
  try {
    const challenge = await getServices().botCheck.challenge(callContextOf(request, "en"), action);
    return NextResponse.json(challenge, { headers: noStore });
  } catch (error) {
    log({ level: "error", code: "bot-check-challenge-failed", error: errorText(error) });
    return NextResponse.json({ error: "unavailable" }, { status: 502, headers: noStore });
  }
}
