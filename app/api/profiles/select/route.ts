/** POST /api/profiles/select: makes one of the account's profiles the current one (app/_api/selectRoute.ts). */
import type { NextRequest } from "next/server";
import { handleSelectPost } from "@/app/_api/selectRoute";

export async function POST(request: NextRequest) {
  return handleSelectPost(request);
}
