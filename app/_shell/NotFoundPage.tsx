"use client";
/** The 404 page of both route trees (app/_shell/StatusErrorPage.tsx); it reads nothing of the request, so cached pages use it too. */
import { StatusErrorPage } from "./StatusErrorPage";

export function NotFoundPage() {
  return <StatusErrorPage code={404} />;
}

export function ForbiddenPage() {
  return <StatusErrorPage code={403} />;
}

export function UnauthorizedPage() {
  return <StatusErrorPage code={401} />;
}
