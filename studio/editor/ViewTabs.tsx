"use client";
/**
 * The editor's views (issue 17): the blocks (the route table's rows, issue 28), the JSON, the history and the
 * schedule, as tabs, each with its panel. The blocks and JSON panels are always drawn, hidden while another view is
 * shown (the JSON view's editor holds the text and its undo history); the history and the schedule only when chosen.
 */
import type { ReactNode } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

export const viewNames = ["blocks", "json", "history", "schedule"] as const;
export type ViewName = (typeof viewNames)[number];

interface ViewTabsProps {
  /** The editor's id prefix: a tab is `{ids}-tab-{view}`, its panel `{ids}-panel-{view}`. */
  ids: string;
  view: ViewName;
  /** The route table's first view lists its rows, not blocks. */
  routeTable: boolean;
  onView(view: ViewName): void;
}

export function ViewTabs({ ids, view, routeTable, onView }: ViewTabsProps) {
  const t = useStudioT();
  const labels: Record<ViewName, string> = {
    blocks: routeTable ? t("editor_views.routes") : t("editor_views.blocks"),
    json: t("editor_views.json"),
    history: t("editor_views.history"),
    schedule: t("editor_views.schedule"),
  };
  return (
    <div role="tablist" aria-label={t("editor_views.label")} className="studio-tabs">
      {viewNames.map((name) => (
        <button key={name} type="button" role="tab" id={`${ids}-tab-${name}`} aria-controls={`${ids}-panel-${name}`} aria-selected={view === name} onClick={() => onView(name)}>
          {labels[name]}
        </button>
      ))}
    </div>
  );
}

interface ViewPanelProps {
  ids: string;
  name: ViewName;
  /** For a panel that stays drawn: whether another view is shown. */
  hidden?: boolean;
  children: ReactNode;
}

export function ViewPanel({ ids, name, hidden, children }: ViewPanelProps) {
  return (
    <div role="tabpanel" id={`${ids}-panel-${name}`} aria-labelledby={`${ids}-tab-${name}`} hidden={hidden}>
      {children}
    </div>
  );
}
