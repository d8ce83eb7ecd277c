/** POST /api/forms/{operation}: a form block's submit (app/_api/formRoute.ts does the work). */
import type { NextRequest } from "next/server";
import { handleFormPost } from "@/app/_api/formRoute";

export async function POST(request: NextRequest, { params }: { params: Promise<{ operation: string }> }) {
  return handleFormPost(request, (await params).operation);
}
