/**
 * A ContentSource for tests of blocks that read no content (the programme guide, offers, partners): every call
 * fails with `reason`, so a test that asks for content by mistake says so instead of rendering nothing.
 */
import type { ContentSource } from "./ScreenData";

export function unusedContent(reason: string): ContentSource {
  const none = () => Promise.reject(new Error(reason));
  return { productsByIds: none, filter: none, filterPage: none, carousel: none, liveChannels: none, liveEvents: none, search: none, product: none, seasons: none, related: none };
}
