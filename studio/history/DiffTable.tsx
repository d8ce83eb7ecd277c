"use client";
/** Rows of a JSON diff (versionDiff) as a table: the change and where, the value before, the value after. */
import { ScrollRegion } from "@/studio/shell/ScrollRegion";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { DiffRow } from "./versionDiff";

function shown(value: unknown): string {
  return value === undefined ? "" : JSON.stringify(value, null, 2);
}

interface DiffTableProps {
  rows: DiffRow[];
  caption: string;
  beforeLabel: string;
  afterLabel: string;
}

export function DiffTable({ rows, caption, beforeLabel, afterLabel }: DiffTableProps) {
  const t = useStudioT();
  return (
    <ScrollRegion label={caption}>
      <table className="studio-table studio-diff">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("history.change")}</th>
            <th scope="col">{beforeLabel}</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>{t("history.noChanges")}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={`${row.path}-${index}`} data-kind={row.kind}>
                <th scope="row">
                  {t(`history.kinds.${row.kind}`)} <code>{row.path}</code>
                </th>
                <td>
                  <pre dir="ltr">{shown(row.before)}</pre>
                </td>
                <td>
                  <pre dir="ltr">{shown(row.after)}</pre>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
