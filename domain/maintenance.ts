/**
 * Spec 3's maintenance windows (issue 32 §1): an open window switches every page of its area to the maintenance
 * screen (spec 2 /maintenance) at the page's own address; health, the API and the studio stay up. A window is open
 * when the published route table says so (`maintenanceWindows`, switched in the studio, so it is scheduled, previewed
 * and rolled back like any publish) or the app configuration does (the app-grid `appConfig.maintenanceWindow`, the
 * real service's switch). Each row of the table names its area (`maintenanceArea`); a row without one never goes down.
 */
import { z } from "zod";
import type { MaintenanceArea } from "@/screens-schema/types";

export const maintenanceAreas = ["landingPages", "settings", "streamingPages", "showPages", "authentication", "subscription"] as const satisfies readonly MaintenanceArea[];

/** The maintenance screen's own address; a page under maintenance shows its screen in place. */
export const maintenancePath = "/maintenance";

/** The query the maintenance screen is told the address it stands in for, so its home button hides on home. */
export const shownForParam = "shownFor";

const windowsValue = z.partialRecord(z.enum(maintenanceAreas), z.boolean());

/** The areas a `maintenanceWindow`-shaped value switches on; anything else (absent, malformed) opens none. */
export function openAreas(value: unknown): ReadonlySet<MaintenanceArea> {
  const parsed = windowsValue.safeParse(value ?? {});
  if (!parsed.success) return new Set();
  return new Set(maintenanceAreas.filter((area) => parsed.data[area] === true));
}

/** Whether a page of `area` shows the maintenance screen while the table's and the configuration's windows are as given. */
export function isUnderMaintenance(area: MaintenanceArea | undefined, ...open: readonly ReadonlySet<MaintenanceArea>[]): boolean {
  return area !== undefined && open.some((areas) => areas.has(area));
}
