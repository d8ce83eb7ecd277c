/** POST /api/crm/unsubscribe: the unsubscribe page's button (app/_api/crmUnsubscribe.ts). */
import type { NextRequest } from "next/server";
import { handleCrmUnsubscribePost } from "@/app/_api/crmUnsubscribe";

export async function POST(request: NextRequest) {
  return handleCrmUnsubscribePost(request);
}
