"use client";
/**
 * In the studio's preview frame only: a click on a block tells the studio (the parent, same origin) which block it
 * was, so the studio selects it in its outline; links and buttons then do nothing, so the frame stays on the draft.
 */
import { useEffect } from "react";

export function FrameBridge() {
  useEffect(() => {
    if (window.parent === window) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("[data-block-id]") : null;
      const blockId = target?.getAttribute("data-block-id");
      if (blockId === null || blockId === undefined) return;
      event.preventDefault();
      window.parent.postMessage({ type: "shasha:block", blockId }, window.location.origin);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
