"use client";
/**
 * The tiles of a rail past a landing page's first screen (issue 10, "rails below the fold send less").
 *
 * The first HTML holds each tile as a plain link with its title in the tile's own box (the media box keeps its
 * aspect ratio), about a tenth of a full tile's bytes: a reader without JavaScript, a crawler and a screen
 * reader get every title and link. When the rail comes within a viewport's height of the screen, one request
 * fetches its items (`/api/content/items`, which applies the viewer's age limit and country again) and the
 * full tiles (image, badges) replace the links in the same boxes, so nothing moves. One observer per rail,
 * none per tile; the fetch and the tile markup load with the first rail that needs them (FullRailTiles). If
 * the request fails, the links stay.
 */
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ContentItem, Locale } from "@/domain/types";
import { errorMessage, log } from "@/ops/browserLog";
import type { TileStyle } from "@/screens-schema/types";
import type { Texts } from "../i18n/texts";
import type { FullRailTilesProps } from "./FullRailTiles";

/** What the first HTML carries of a tile: its id, its localised link and its title. */
export interface DeferredTile {
  id: string;
  href: string;
  title: string;
}

export interface DeferredRailTilesProps {
  locale: Locale;
  /** The full tiles' templates in `locale`, from the server (serverTexts.ts tileTextKeys). */
  texts: Texts;
  tiles: readonly DeferredTile[];
  tileStyle: TileStyle;
  sizes: string;
  showTitles: boolean;
  /** The full tiles get the My List toggle (Tile.tsx tilesKeepMyList). */
  myList?: boolean;
}

interface Loaded {
  Tiles: ComponentType<FullRailTilesProps>;
  items: ContentItem[];
  /** The tile that had focus when the full tiles came, to give it back. */
  focusedId: string | undefined;
}

/** Start drawing a rail this far before it scrolls into view: one viewport's height. */
const ahead = "100% 0px";

function focusedTileId(list: Element | null | undefined): string | undefined {
  const active = document.activeElement;
  if (!list || !active || !list.contains(active)) return undefined;
  return active.closest<HTMLElement>("[data-content-id]")?.dataset.contentId;
}

export function DeferredRailTiles({ locale, texts, tiles, tileStyle, sizes, showTitles, myList }: DeferredRailTilesProps) {
  const first = useRef<HTMLLIElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ids = tiles.map((tile) => tile.id).join(",");

  useEffect(() => {
    const target = first.current;
    if (!target) return undefined;
    const controller = new AbortController();
    const load = () => {
      import("./FullRailTiles")
        .then(async (module) => {
          const items = await module.fetchContentItems(ids.split(","), locale, controller.signal);
          if (controller.signal.aborted) return;
          setLoaded({ Tiles: module.FullRailTiles, items, focusedId: focusedTileId(first.current?.parentElement) });
        })
        // The links stay: the rail still works, the failure is logged.
        .catch((error: unknown) => {
          if (!controller.signal.aborted) log({ level: "warn", code: "rail-tiles-failed", message: errorMessage(error) });
        });
    };
    if (typeof IntersectionObserver === "undefined") {
      load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: ahead },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [ids, locale]);

  // A keyboard user on one of the links keeps their place when the full tiles replace them.
  useEffect(() => {
    if (!loaded?.focusedId) return;
    const list = first.current?.parentElement;
    list?.querySelector<HTMLElement>(`a[data-content-id="${CSS.escape(loaded.focusedId)}"]`)?.focus();
  }, [loaded]);

  if (loaded && loaded.items.length > 0) {
    const { Tiles, items } = loaded;
    return <Tiles locale={locale} texts={texts} items={items} tileStyle={tileStyle} sizes={sizes} showTitles={showTitles} myList={myList} firstRef={first} />;
  }
  return tiles.map((tile, i) => (
    <li key={tile.id} ref={i === 0 ? first : undefined}>
      {/* data-deferred: the full tile has not replaced this link yet (tests wait for none to remain). */}
      <a className="tile" href={tile.href} data-tile-style={tileStyle} data-content-id={tile.id} data-deferred="">
        <span className="tile__media" />
        <span className={showTitles ? "tile__title" : "visually-hidden"}>{tile.title}</span>
      </a>
    </li>
  ));
}
