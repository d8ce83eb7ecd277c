"use client";
/** A screen's version history: every version with its summary and author, a side-by-side diff of any two, rollback. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useCallback, useEffect, useId, useState } from "react";
import { errorMessageOf, manage, publishedScreenSchema, screenPath, versionsSchema, type VersionListing as Version } from "@/studio/api/studioApi";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { DiffTable } from "./DiffTable";
import { versionDiff, type DiffRow } from "./versionDiff";


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
  const [versions, setVersions] = useState<Version[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pair, setPair] = useState<{ older: number; newer: number } | undefined>(undefined);
  const [rows, setRows] = useState<DiffRow[] | undefined>(undefined);
  /** A rollback on its way: the buttons wait for it. */
  const [rollingBack, setRollingBack] = useState(false);
  const fetchVersions = useCallback(
    () =>
      manage("GET", `${screenPath(screenId)}/versions`).then((reply) => {
        const parsed = versionsSchema.safeParse(reply.body);
        if (reply.status === 200 && parsed.success) {
          setVersions(parsed.data.versions);
          const [latest, previous] = parsed.data.versions;
          setPair(latest === undefined ? undefined : { older: previous?.version ?? latest.version, newer: latest.version });
        } else if (reply.status !== 404) {
          setError(errorMessageOf(reply));
        } else {
          setVersions([]);
        }
      }),
    [screenId],
  );

  useEffect(() => {
    fetchVersions().catch(() => undefined);
  }, [fetchVersions]);

  useEffect(() => {
    if (pair === undefined) return undefined;
    let live = true;
    const fetchVersion = async (version: number) => {
      const reply = await manage("GET", `${screenPath(screenId)}/versions/${version}`);
      const parsed = publishedScreenSchema.safeParse(reply.body);
      if (reply.status !== 200 || !parsed.success) throw new Error(errorMessageOf(reply));
      return parsed.data.document;
    };
    void Promise.all([fetchVersion(pair.older), fetchVersion(pair.newer)]).then(
      ([older, newer]) => live && setRows(versionDiff(older, newer)),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [screenId, pair]);

  const rollBack = async (version: number) => {
    setRollingBack(true);
    try {
      const reply = await manage("POST", `${screenPath(screenId)}/rollback`, { version });
      if (reply.status !== 201) {
        setError(errorMessageOf(reply));
        return;
      }
      onRolledBack(version);
      await fetchVersions();
    } finally {
      setRollingBack(false);
    }
  };

  if (error !== undefined) return <p className="studio-error">{t("error.generic", { message: error })}</p>;
  if (versions === undefined) return <p aria-busy="true">…</p>;
  if (versions.length === 0) return <p>{t("history.none")}</p>;
  const choose = (key: "older" | "newer", value: number) => setPair((current) => (current === undefined ? current : { ...current, [key]: value }));
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
      {pair !== undefined ? (
        <>
          <h3>{t("history.compare")}</h3>
          <div className="studio-toolbar">
            {(["older", "newer"] as const).map((key) => (
              <label key={key} className="studio-inline">
                {t(`history.${key}`)}
                <select value={pair[key]} onChange={(event) => choose(key, Number(event.target.value))}>
                  {versions.map((item) => (
                    <option key={item.version} value={item.version}>
                      {item.version}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {rows === undefined ? null : rows.length === 0 ? (
            <p>{t("history.same")}</p>
          ) : (
            <DiffTable
              rows={rows}
              caption={t("history.diffCaption", { older: pair.older, newer: pair.newer })}
              beforeLabel={t("history.versionN", { version: pair.older })}
              afterLabel={t("history.versionN", { version: pair.newer })}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
