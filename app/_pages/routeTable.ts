/** The route table this request is routed by (issue 28): the proxy's guards, the account pages' and landings' screens. */
import { notFound } from "next/navigation";
import type { CallContext } from "@/app/_server/services";
import { routeTableId } from "@/domain/screenPath";
import type { Locale } from "@/domain/types";
import type { RouteLayout } from "@/screens-schema/types";
import { landingScreenOf, type CompiledRouteTable } from "@/routing/routeTable";
import { requestContext } from "@/app/_request/requestContext";
import { sharedCaches } from "@/app/_server/sharedCaches";

export function routeTable(call: CallContext): Promise<CompiledRouteTable> {
  return sharedCaches().routes.table(call);
}

/** The table for a page of the live tree, asked with this request's call context. */
export async function liveRouteTable(locale: Locale): Promise<CompiledRouteTable> {
  return routeTable((await requestContext(locale, routeTableId)).call);
}

/** What `/{landingId}`'s row says of the page around its screen (issue 32 §1): its chrome, and whether it is exempt. */
export function landingShell(table: CompiledRouteTable, landingId: string): { chrome: RouteLayout | undefined; exempt: boolean } {
  const row = table.routeFor(`/${encodeURIComponent(landingId)}`)?.row;
  return { chrome: row?.layout, exempt: row?.exempt === true };
}

/** The screen `/{landingId}` shows by its row of the table; not found when its row names none. */
export function landingScreen(table: CompiledRouteTable, landingId: string): string {
  const screenId = landingScreenOf(table, landingId);
  if (screenId === undefined) notFound();
  return screenId;
}
