/**
 * Rails by keyboard (issue 19, the WAI-ARIA roving-tabindex pattern): a rail is one stop in the Tab order; the
 * arrow keys move between its tiles (the left arrow goes forward in Arabic, as the tiles are laid out), Home and
 * End go to the first and last, and Tab leaves the rail from wherever focus is. The rails are server-rendered,
 * so this works on the document: RailKeys (the client part) installs it once per page.
 */
import { arrowStep } from "../a11y/arrowStep";

const listSelector = ".rail__list";

/**
 * The tile of each list item: its first link or button. A control marked `data-rail-companion` shares its tile's
 * stop (rove); other controls in an item keep their own Tab stop.
 */
export function railItems(list: Element): HTMLElement[] {
  return [...list.children].flatMap((item) => {
    const tile = item.querySelector<HTMLElement>("a[href], button");
    return tile ? [tile] : [];
  });
}

/** The tile a key moves to from `index`, or undefined when the key is not one of the rail's. No wrapping. */
export function targetIndex(key: string, index: number, count: number, dir: "rtl" | "ltr"): number | undefined {
  const by = arrowStep(key, dir);
  if (by !== undefined) return Math.min(Math.max(index + by, 0), count - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/** Makes `current` the rail's one Tab stop (the first tile when it is not one of the rail's). */
export function rove(list: Element, current?: Element): void {
  const items = railItems(list);
  const stop = items.find((item) => item === current) ?? items.find((item) => item.getAttribute("tabindex") === "0") ?? items[0];
  for (const item of items) item.tabIndex = item === stop ? 0 : -1;
  // A tile's companion (its My List toggle) is a Tab stop with its tile only: Tab goes from the tile to it, then on.
  for (const companion of list.querySelectorAll<HTMLElement>("[data-rail-companion]")) {
    companion.tabIndex = stop && companion.parentElement?.contains(stop) ? 0 : -1;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const list = target.closest(listSelector);
  if (!list) return;
  const items = railItems(list);
  const index = items.indexOf(target);
  if (index < 0) return;
  const next = targetIndex(event.key, index, items.length, getComputedStyle(list).direction === "rtl" ? "rtl" : "ltr");
  if (next === undefined) return;
  event.preventDefault();
  const tile = items[next];
  if (!tile || tile === target) return;
  // Focusing scrolls the rail to the tile; onFocusIn makes it the rail's Tab stop.
  tile.focus();
}

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const list = target.closest(listSelector);
  if (list && railItems(list).includes(target)) rove(list, target);
}

/**
 * Installs the rails' keys on `root` and keeps every rail a single Tab stop as rails and tiles arrive (client
 * navigation, tiles rendered when a rail nears the viewport). Returns the function that removes it all.
 */
export function installRailKeys(root: Document): () => void {
  const roveAll = () => {
    for (const list of root.querySelectorAll(listSelector)) rove(list);
  };
  let pending = 0;
  const observer = new MutationObserver(() => {
    if (pending !== 0) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      roveAll();
    });
  });
  roveAll();
  observer.observe(root.body, { childList: true, subtree: true });
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("focusin", onFocusIn);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(pending);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("focusin", onFocusIn);
  };
}
