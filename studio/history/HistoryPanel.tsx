"use client";
/** A screen's version history: every version with its summary and author, a side-by-side diff of any two, rollback. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useId } from "react";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { useVersionHistory } from "./useVersionHistory";
import { VersionCompare } from "./VersionCompare";

interface HistoryPanelProps {
  screenId: string;
  canRollBack: boolean;
  onRolledBack(version: number): void;
}

/** The editor remounts it (a new `key`) after a publish, so it always lists what is stored. */
export function HistoryPanel({ screenId, canRollBack, onRolledBack }: HistoryPanelProps) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const ids = useId();
  const { versions, error, pair, rows, rollingBack, rollBack, choose } = useVersionHistory({ screenId, onRolledBack });

  if (error !== undefined) return <p className="studio-error">{t("error.generic", { message: error })}</p>;
  if (versions === undefined) return <p aria-busy="true">…</p>;
  if (versions.length === 0) return <p>{t("history.none")}</p>;
  return (
    <section aria-labelledby={`${ids}-title`} className="studio-history">
      <h2 id={`${ids}-title`}>{t("history.title")}</h2>
      <StudioTable
        label={t("history.title")}
        rows={versions}
        rowKey={(item) => item.version}
        rowData={(item) => ({ "data-version": item.version })}
        columns={[
          { header: t("history.version"), rowHeader: true, renderCell: (item) => item.version },
          { header: t("history.when"), renderCell: (item) => t("list.by", { time: new Date(item.createdAt).toLocaleString(locale), author: item.author }) },
          { header: t("history.summary"), renderCell: (item) => item.summary },
          canRollBack && {
            header: t("history.actions"),
            renderCell: (item, index) =>
              index === 0 ? null : (
                <button type="button" className="studio-button" disabled={rollingBack} onClick={() => void rollBack(item.version)}>
                  {t("history.rollBack", { version: item.version })}
                </button>
              ),
          },
        ]}
      />
      {pair !== undefined ? <VersionCompare versions={versions} pair={pair} rows={rows} onChoose={choose} /> : null}
    </section>
  );
}
