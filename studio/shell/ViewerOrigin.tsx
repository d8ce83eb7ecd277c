"use client";
/**
 * The viewer app's origin (`APP_PUBLIC_URL`), which the studio, on an origin of its own (domain/origins.ts), frames
 * for its preview and whose messages alone it reads. Given by the studio's layout on the server.
 */
import { createContext, useContext, type ReactNode } from "react";

const ViewerOriginContext = createContext<string | undefined>(undefined);

export function ViewerOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <ViewerOriginContext.Provider value={origin}>{children}</ViewerOriginContext.Provider>;
}

export function useViewerOrigin(): string | undefined {
  return useContext(ViewerOriginContext);
}
