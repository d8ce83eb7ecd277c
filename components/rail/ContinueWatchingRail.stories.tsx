import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import { continueWatchingBlock } from "../testing/blockFixtures";
import { contentItems } from "../testing/contentItems";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { continueWatchingStorageKey } from "./continueWatching";
import { ContinueWatchingRailView } from "./ContinueWatchingRailView";

const meta: Meta = { title: "Blocks/Rail/Continue watching" };
export default meta;

type Story = StoryObj;

/** Seeds localStorage and answers GET /api/content/items from the fixtures, as the app's API would. */
function withProgress(locale: Locale, raw: string) {
  return () => {
    const realFetch = window.fetch;
    window.localStorage.setItem(continueWatchingStorageKey, raw);
    window.fetch = async (input) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.href);
      const ids = url.searchParams.get("ids")?.split(",") ?? [];
      const items = contentItems(locale).filter((item) => ids.includes(item.id));
      return new Response(JSON.stringify({ items }), { headers: { "content-type": "application/json" } });
    };
    return () => {
      window.fetch = realFetch;
      window.localStorage.removeItem(continueWatchingStorageKey);
    };
  };
}

const now = Date.now();
const progress = JSON.stringify([
  { id: "movie-7", timeWatched: 2400, duration: 6840, updatedAt: now - 3_600_000 },
  { id: "series-12", timeWatched: 1500, duration: 2700, updatedAt: now - 60_000 },
  { id: "movie-44", timeWatched: 5800, duration: 5940, updatedAt: now },
  { id: "movie-51", timeWatched: 100, duration: 5100, updatedAt: now },
  "junk",
]);

function story(locale: Locale, raw: string): Story {
  return {
    globals: { locale },
    beforeEach: withProgress(locale, raw),
    render: (_args, { globals }) => (
      <ContinueWatchingRailView block={continueWatchingBlock} rootProps={rootPropsFor("rail", "continue")} ui={storyUi(globals)} />
    ),
  };
}

export const Arabic = story("ar", progress);
export const English = story("en", progress);
/** Malformed storage: the rail renders nothing. */
export const MalformedStorageEnglish = { ...story("en", "{not json"), name: "Malformed storage (renders nothing)" } satisfies Story;
