/** POST /api/profiles/select: makes one of the account's profiles the current one (app/_auth/selectRoute.ts). */
import type { NextRequest } from "next/server";
import { handleSelectPost } from "@/app/_auth/selectRoute";

export async function POST(request: NextRequest) {
  return handleSelectPost(request);
}
