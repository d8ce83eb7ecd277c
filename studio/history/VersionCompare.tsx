"use client";
/** Two versions of the history side by side: one chosen on each side, and what changed between them. */
import type { VersionListing } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { DiffTable } from "./DiffTable";
import type { DiffRow } from "./versionDiff";
import type { VersionPair } from "./versionPair";

interface VersionCompareProps {
  versions: readonly VersionListing[];
  pair: VersionPair;
  /** Undefined until both versions have loaded. */
  rows: DiffRow[] | undefined;
  onChoose(key: keyof VersionPair, value: number): void;
}

export function VersionCompare({ versions, pair, rows, onChoose }: VersionCompareProps) {
  const t = useStudioT();
  return (
    <>
      <h3>{t("history.compare")}</h3>
      <div className="studio-toolbar">
        {(["older", "newer"] as const).map((key) => (
          <label key={key} className="studio-inline">
            {t(`history.${key}`)}
            <select value={pair[key]} onChange={(event) => onChoose(key, Number(event.target.value))}>
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
  );
}
