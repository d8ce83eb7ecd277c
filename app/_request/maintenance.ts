/** The proxy's maintenance windows (issue 32 §1, domain/maintenance.ts). */
import type { NextRequest } from "next/server";
import { getServices, type CallContext } from "@/app/_server/services";
import { isUnderMaintenance, maintenancePath, openAreas, shownForParam } from "@/domain/maintenance";
import { loadAppFlags } from "@/renderer";
import type { CompiledRouteTable } from "@/routing/routeTable";

/**
 * The maintenance screen's address for a page whose area is under maintenance (domain/maintenance.ts), told the
 * address it stands in for; undefined when the page is up. Asked before the guards: a page that is down is down for
 * everyone, and a guest is not sent to sign in for it.
 */
export async function maintenanceUrl(request: NextRequest, parts: readonly string[], table: CompiledRouteTable, call: CallContext): Promise<URL | undefined> {
  const [locale, ...rest] = parts;
  const path = `/${rest.join("/")}`;
  const area = table.routeFor(path)?.row.maintenanceArea;
  if (area === undefined) return undefined;
  const config = await loadAppFlags(getServices().appgrid, call);
  if (!isUnderMaintenance(area, openAreas(table.table.maintenanceWindows), config.maintenance)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${maintenancePath}`;
  url.search = new URLSearchParams({ [shownForParam]: path }).toString();
  return url;
}
