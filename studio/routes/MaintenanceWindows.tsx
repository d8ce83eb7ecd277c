"use client";
/**
 * The maintenance windows of the route table being edited (issue 32 §1, domain/maintenance.ts): one switch per area.
 * A switch changes the draft like any edit; published (now, or scheduled), every page of the area shows the
 * maintenance screen within the publish signal's time, and rolling the table back ends it.
 */
import { useId } from "react";
import { maintenanceAreas, openAreas } from "@/domain/maintenance";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import type { MaintenanceArea } from "@/screens-schema/types";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

/** The table with `area`'s window set to `open`; the other areas and the rows as they were. */
export function withWindow(doc: Record<string, unknown>, area: MaintenanceArea, open: boolean): Record<string, unknown> {
  const windows = isUnknownRecord(doc.maintenanceWindows) ? doc.maintenanceWindows : {};
  return { ...doc, maintenanceWindows: { ...windows, [area]: open } };
}

interface MaintenanceWindowsProps {
  doc: unknown;
  readOnly: boolean;
  onChange(next: unknown): void;
}

export function MaintenanceWindows({ doc, readOnly, onChange }: MaintenanceWindowsProps) {
  const t = useStudioT();
  const ids = useId();
  if (!isUnknownRecord(doc)) return null;
  const open = openAreas(doc.maintenanceWindows);
  return (
    <fieldset className="studio-when" aria-describedby={`${ids}-help`}>
      <legend>{t("maintenance.title")}</legend>
      <p id={`${ids}-help`} className="studio-help">
        {t("maintenance.help")}
      </p>
      {maintenanceAreas.map((area) => (
        <label key={area} className="studio-inline">
          <input type="checkbox" checked={open.has(area)} disabled={readOnly} onChange={(event) => onChange(withWindow(doc, area, event.target.checked))} />
          {t(`maintenance.${area}`)}
        </label>
      ))}
    </fieldset>
  );
}
