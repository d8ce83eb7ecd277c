import { describe, expect, test } from "vitest";
import { parseContentPath } from "@/domain/contentPath";
import type { PlayAction } from "@/screens-schema/types";
import { playerPath } from "./ActionControl";

describe("a layout's play action", () => {
  test.each(["MOVIE", "EPISODE", "CLIP", "TRAILER", "LIVE_CHANNEL"] as const)("for a %s leads to a player page the router accepts, for that id", (contentType) => {
    const action: PlayAction = { type: "play", contentId: "1001", contentType };
    const path = playerPath(action);
    expect(parseContentPath(path.slice(1))?.path).toEqual({ page: "player", id: "1001" });
  });

  test("builds the spec's player and live-channel shapes", () => {
    expect(playerPath({ type: "play", contentId: "a.b", contentType: "MOVIE" })).toBe("/player/movies/watch/id-a.b");
    expect(playerPath({ type: "play", contentId: "502", contentType: "LIVE_CHANNEL" })).toBe("/livestream/watch/livechannel-502");
  });
});
