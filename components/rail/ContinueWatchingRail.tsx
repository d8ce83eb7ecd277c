"use client";

/**
 * The continue-watching rail. Client-only by nature: the progress list lives in the browser's localStorage,
 * so the server renders nothing and the rail appears once the items are known (and stays absent when empty).
 */
import { useEffect, useMemo, useState } from "react";
import type { ContentItem, Locale } from "@/domain/types";
import { errorMessage, log } from "@/ops/browserLog";
import { fetchContentItems } from "../api/contentItems";
import { clientTileUi } from "../i18n/clientTileUi";
import { Tile } from "../tile/Tile";
import type { TileUi } from "../ui-context";
import {
  fetchServerContinueWatching,
  progressRatio,
  readProgress,
  storedProgress,
  type ProgressEntry,
} from "./continueWatching";
import type { ClientRailProps } from "./clientRailProps";
import { RailFrame } from "./RailFrame";
import { sizesFor } from "./slides";

export type ContinueWatchingRailProps = ClientRailProps;

interface Resumable {
  item: ContentItem;
  entry: ProgressEntry;
}

function useResumable(locale: Locale, limit: number): Resumable[] {
  const [resumable, setResumable] = useState<Resumable[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // A signed-in profile's list is the server's; a guest's is this browser's.
    const fromBrowser = async (): Promise<Resumable[]> => {
      const entries = readProgress(storedProgress()).slice(0, limit);
      if (entries.length === 0) return [];
      const items = await fetchContentItems(entries.map((entry) => entry.id), locale, controller.signal);
      const byId = new Map(items.map((item) => [item.id, item]));
      return entries.flatMap((entry) => {
        const item = byId.get(entry.id);
        return item ? [{ item, entry }] : [];
      });
    };
    fetchServerContinueWatching(locale, controller.signal)
      .then(async (server) => (server ? server.slice(0, limit) : await fromBrowser()))
      .then((list) => setResumable(list))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        log({ level: "warn", code: "continue-watching-failed", message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [locale, limit]);
  return resumable;
}

function progressFor(entry: ProgressEntry, ui: TileUi) {
  const ratio = progressRatio(entry);
  const minutesLeft = Math.max(0, Math.ceil((entry.duration - entry.timeWatched) / 60));
  return {
    ratio,
    label: ui.t("continueWatching.progress", { percent: Math.round(ratio * 100) }),
    caption: ui.t("continueWatching.minutesLeft", { count: minutesLeft }),
  };
}

export function ContinueWatchingRail(props: ContinueWatchingRailProps) {
  const { rootProps, locale, texts, title, headingId, tileStyle, slides, limit, showTitles, seeAll } = props;
  const resumable = useResumable(locale, limit);
  const ui = useMemo(() => clientTileUi(locale, texts), [locale, texts]);
  if (resumable.length === 0) return null;
  const sizes = sizesFor(slides);
  return (
    <RailFrame rootProps={rootProps} title={title} headingId={headingId} seeAll={seeAll} slides={slides}>
      {resumable.map(({ item, entry }) => (
        <li key={item.id}>
          <Tile item={item} tileStyle={tileStyle} ui={ui} sizes={sizes} showTitle={showTitles} progress={progressFor(entry, ui)} />
        </li>
      ))}
    </RailFrame>
  );
}
