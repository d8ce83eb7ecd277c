/**
 * Tiles drawn after the page came in (the rails past the first screen, components/rail/DeferredRailTiles)
 * announce themselves on the window, so that the viewer's progress bars are drawn on them too
 * (components/session/SessionChecks).
 */
export const tilesAddedEvent = "shasha:tiles-added";

export function announceTilesAdded(): void {
  window.dispatchEvent(new Event(tilesAddedEvent));
}
