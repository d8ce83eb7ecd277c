"use client";
/**
 * In the studio's preview frame only (issue 17, issue 27): the studio sits on an origin of its own, so the frame talks
 * to it by message, to the studio's origin only and listening to nothing else (domain/previewMessages.ts). On load it
 * says which revision of the draft it shows; asked for a newer one, it renders again on its own URL. A click on a
 * block tells the studio which block it was, so the studio selects it in its outline; links and buttons then do
 * nothing, so the frame stays on the draft.
 */
import { useEffect } from "react";
import { previewMessageOf, revisionInUrl } from "@/domain/previewMessages";

export function FrameBridge({ studioOrigin }: { studioOrigin: string | undefined }) {
  useEffect(() => {
    if (window.parent === window || studioOrigin === undefined) return undefined;
    const shown = revisionInUrl(window.location.href);
    window.parent.postMessage({ type: "shasha:frame", revision: shown }, studioOrigin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== studioOrigin || event.source !== window.parent) return;
      const message = previewMessageOf(event.data);
      if (message?.type !== "shasha:revision" || message.revision <= shown) return;
      const url = new URL(window.location.href);
      url.searchParams.set("rev", String(message.revision));
      window.location.replace(url.toString());
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("[data-block-id]") : null;
      const blockId = target?.getAttribute("data-block-id");
      if (blockId === null || blockId === undefined) return;
      event.preventDefault();
      window.parent.postMessage({ type: "shasha:block", blockId }, studioOrigin);
    };
    window.addEventListener("message", onMessage);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("message", onMessage);
      document.removeEventListener("click", onClick, true);
    };
  }, [studioOrigin]);
  return null;
}
