/** `POST /studio/api/session` signs a staff member in (the HttpOnly studio cookie); `DELETE` signs out. */
import type { NextRequest } from "next/server";
import { clientAddressOf } from "@/app/_request/clientAddress";
import { signIn, signOut } from "@/studio/server/studioRoutes";

export function POST(request: NextRequest) {
  return signIn(request, clientAddressOf(request.headers));
}

export function DELETE(request: NextRequest) {
  return signOut(request);
}
