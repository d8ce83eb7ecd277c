"use client";
/**
 * The route table's rows (issue 28), read from the document being edited: each path, the screen it shows, its page
 * kind, chrome and guard. A row that names a screen can be opened in the preview matrix beside it, in every locale,
 * width and audience; the rows themselves are edited in the JSON view, checked by the table's own validator.
 */
import { useId } from "react";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { StudioTable } from "@/studio/shell/StudioTable";

interface Row {
  path: string;
  screen?: string;
  kind: string;
  layout: string;
  access: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The rows as far as they can be read: the validator reports what is wrong with them. */
export function routeRowsOf(doc: unknown): Row[] {
  const routes = isUnknownRecord(doc) && Array.isArray(doc.routes) ? doc.routes : [];
  return routes.filter(isUnknownRecord).map((row) => ({
    path: text(row.path),
    ...(typeof row.screen === "string" ? { screen: row.screen } : {}),
    kind: text(row.kind),
    layout: text(row.layout),
    access: text(row.access),
  }));
}

interface RouteRowsProps {
  doc: unknown;
  previewed: string | undefined;
  onPreview(screenId: string): void;
}

export function RouteRows({ doc, previewed, onPreview }: RouteRowsProps) {
  const t = useStudioT();
  const ids = useId();
  const rows = routeRowsOf(doc);
  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t("routes.title")}</h2>
      <p className="studio-help">{t("routes.help")}</p>
      <StudioTable
        label={t("routes.title")}
        rows={rows}
        rowKey={(row, index) => `${index}:${row.path}`}
        columns={[
          { header: t("routes.path"), rowHeader: true, ltr: true, renderCell: (row) => <code>{row.path}</code> },
          {
            header: t("routes.screen"),
            renderCell: ({ screen }) =>
              screen === undefined ? (
                <span className="studio-meta">{t("routes.noScreen")}</span>
              ) : (
                <button type="button" className="studio-button" aria-pressed={previewed === screen} onClick={() => onPreview(screen)}>
                  {t("routes.preview", { screen })}
                </button>
              ),
          },
          { header: t("routes.kind"), renderCell: (row) => row.kind },
          { header: t("routes.access"), renderCell: (row) => row.access },
        ]}
      />
    </section>
  );
}
