/**
 * One polite live region for a page's small confirmations (a tile's My List toggle): a page of rails holds hundreds
 * of tiles, and a live region per tile would be hundreds of regions. The region is made when the first control that
 * speaks mounts, so it is in the page before it is first filled (a region added with its text is not read).
 */
const regionId = "shasha-announcer";

export function politeRegion(doc: Document = document): HTMLElement {
  const found = doc.getElementById(regionId);
  if (found) return found;
  const region = doc.createElement("div");
  region.id = regionId;
  region.className = "visually-hidden";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  doc.body.append(region);
  return region;
}

/** Says `text` politely; the region is emptied first, so the same words said twice are read twice. */
export function announce(text: string, doc: Document = document): void {
  const region = politeRegion(doc);
  region.textContent = "";
  doc.defaultView?.setTimeout(() => {
    region.textContent = text;
  }, 50);
}
