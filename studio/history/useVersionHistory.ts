"use client";
/**
 * A screen's version history (issue 17): every stored version, the diff of the two compared (the latest pair at
 * first), and rollback to an older version, after which the list loads again.
 */
import { useCallback, useEffect, useState } from "react";
import { errorMessageOf, manage, publishedScreenSchema, screenPath, versionsSchema, type VersionListing } from "@/studio/api/studioApi";
import { versionDiff, type DiffRow } from "./versionDiff";
import { latestPair, type VersionPair } from "./versionPair";

export interface VersionHistoryInput {
  screenId: string;
  onRolledBack(version: number): void;
}

export interface VersionHistory {
  /** Newest first; undefined until loaded. */
  versions: VersionListing[] | undefined;
  error: string | undefined;
  /** The two versions compared. */
  pair: VersionPair | undefined;
  /** Their diff; undefined until both have loaded. */
  rows: DiffRow[] | undefined;
  /** A rollback on its way: the buttons wait for it. */
  rollingBack: boolean;
  rollBack(version: number): Promise<void>;
  /** Compares another version on one side. */
  choose(key: keyof VersionPair, value: number): void;
}

export function useVersionHistory({ screenId, onRolledBack }: VersionHistoryInput): VersionHistory {
  const [versions, setVersions] = useState<VersionListing[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pair, setPair] = useState<VersionPair | undefined>(undefined);
  const [rows, setRows] = useState<DiffRow[] | undefined>(undefined);
  const [rollingBack, setRollingBack] = useState(false);
  const fetchVersions = useCallback(
    () =>
      manage("GET", `${screenPath(screenId)}/versions`).then((reply) => {
        const parsed = versionsSchema.safeParse(reply.body);
        if (reply.status === 200 && parsed.success) {
          setVersions(parsed.data.versions);
          setPair(latestPair(parsed.data.versions));
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

  const choose = (key: keyof VersionPair, value: number) => setPair((current) => (current === undefined ? current : { ...current, [key]: value }));

  return { versions, error, pair, rows, rollingBack, rollBack, choose };
}
