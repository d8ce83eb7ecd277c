"use client";
/**
 * The route table's rows (issue 28), read from the document being edited: each path, the screen it shows, its page
 * kind, chrome and guard. A row that names a screen can be opened in the preview matrix beside it, in every locale,
 * width and audience; the rows themselves are edited in the JSON view, checked by the table's own validator.
 */
import { useId } from "react";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { ScrollRegion } from "@/studio/shell/ScrollRegion";

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
      <ScrollRegion label={t("routes.title")}>
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t("routes.path")}</th>
              <th scope="col">{t("routes.screen")}</th>
              <th scope="col">{t("routes.kind")}</th>
              <th scope="col">{t("routes.access")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}:${row.path}`}>
                <td>
                  <code dir="ltr">{row.path}</code>
                </td>
                <td>
                  {row.screen === undefined ? (
                    <span className="studio-meta">{t("routes.noScreen")}</span>
                  ) : (
                    <button type="button" className="studio-button" aria-pressed={previewed === row.screen} onClick={() => onPreview(row.screen ?? "")}>
                      {t("routes.preview", { screen: row.screen })}
                    </button>
                  )}
                </td>
                <td>{row.kind}</td>
                <td>{row.access}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
