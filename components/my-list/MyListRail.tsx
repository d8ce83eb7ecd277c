"use client";
/**
 * A rail on the `my-list` source in a page of the shared cache (the home page of a signed-in segment): the page is the
 * same for everyone in the segment, so the profile's list is the browser's to ask for (SWR, shared with the title
 * pages' toggle), then its first titles through the app's items API, where the profile's age limit applies. A guest,
 * an empty list or a failure shows nothing. Pages drawn per request get the rail's items from the server instead.
 */
import { useMemo } from "react";
import useSWR from "swr";
import { fetchContentItems } from "../api/contentItems";
import { clientTileUi } from "../i18n/clientTileUi";
import type { ClientRailProps } from "../rail/clientRailProps";
import { RailFrame } from "../rail/RailFrame";
import { sizesFor } from "../rail/slides";
import { Tile } from "../tile/Tile";
import { fetchMyList, myListKey } from "./myList";

export type MyListRailProps = ClientRailProps;

export function MyListRail(props: MyListRailProps) {
  const { rootProps, locale, texts, title, headingId, tileStyle, slides, limit, showTitles, seeAll } = props;
  const { data: ids } = useSWR(myListKey, fetchMyList, { shouldRetryOnError: false });
  const shown = ids?.slice(0, limit) ?? [];
  const { data: items } = useSWR(shown.length > 0 ? ["my-list-items", locale, ...shown] : null, () => fetchContentItems(shown, locale), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    // A title added from a tile joins the rail without the rail going away while its items come.
    keepPreviousData: true,
  });
  const ui = useMemo(() => clientTileUi(locale, texts), [locale, texts]);
  if (!items || items.length === 0) return null;
  const sizes = sizesFor(slides);
  return (
    <RailFrame rootProps={rootProps} title={title} headingId={headingId} seeAll={seeAll} slides={slides}>
      {items.map((item) => (
        <li key={item.id}>
          <Tile item={item} tileStyle={tileStyle} ui={ui} sizes={sizes} showTitle={showTitles} />
        </li>
      ))}
    </RailFrame>
  );
}

export default MyListRail;
