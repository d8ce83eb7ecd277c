/** `/studio/api/manage/<path>`: the studio's calls of the management API, with the staff session as the bearer. */
import type { NextRequest } from "next/server";
import { clientAddressOf } from "@/app/_request/clientAddress";
import { forward } from "@/studio/server/studioRoutes";

interface Params {
  params: Promise<{ path: string[] }>;
}

async function handle(request: NextRequest, { params }: Params) {
  const { path } = await params;
  return forward(request, path, clientAddressOf(request.headers));
}

export const GET = handle;
export const PUT = handle;
export const POST = handle;
export const DELETE = handle;
