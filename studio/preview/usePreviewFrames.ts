"use client";
/**
 * The preview's frames (issue 17): a grant from the management service opens them, for the draft or the published
 * screen; after a saved change of the draft each renders it again (its own URL and cookie), and one that loaded an
 * older revision is asked again.
 */
import { useEffect, useRef, useState } from "react";
import { errorMessageOf, grantSchema, manage } from "@/studio/api/studioApi";
import { previewMessageOf } from "@/domain/previewMessages";

export interface PreviewFramesInput {
  screenId: string;
  /** The draft to render; undefined: the published screen. */
  subject: number | undefined;
  /** Bumped after every saved change of the draft. */
  revision: number;
  /** The viewer's origin, undefined until known. */
  viewer: string | undefined;
}

export interface PreviewFrames {
  /** The grant that opens the frames, once the management service gave it for this subject. */
  grant: string | undefined;
  /** Why the grant was refused, if it was. */
  failure: string | undefined;
  /** A frame's `ref`: it is kept while mounted, to be told of new revisions. */
  frameRef(node: HTMLIFrameElement | null): (() => void) | undefined;
}

/**
 * Asks a frame to render the draft again at this revision, on its own URL and cookie (app/_shell/FrameBridge.tsx).
 * The frame is on the viewer's origin, so only a message reaches it, sent to that origin only. A navigation to a new
 * URL replaces one still loading, where a reload could be lost (CI saw the last save of a quick edit never
 * previewed); a frame still on its grant's redirect, or one that loaded an older revision, says so when it loads
 * and is asked again.
 */
function showRevision(frame: HTMLIFrameElement, revision: number, viewer: string): void {
  if (revision > 0) frame.contentWindow?.postMessage({ type: "shasha:revision", revision }, viewer);
}

export function usePreviewFrames({ screenId, subject, revision, viewer }: PreviewFramesInput): PreviewFrames {
  /** The grant and failure of the last request, for the subject they were asked for. */
  const [granted, setGranted] = useState<{ key: string; grant?: string; failure?: string } | undefined>(undefined);
  const frames = useRef(new Set<HTMLIFrameElement>());
  const subjectKey = `${screenId}:${subject ?? "published"}`;
  const grant = granted?.key === subjectKey ? granted.grant : undefined;
  const failure = granted?.key === subjectKey ? granted.failure : undefined;

  useEffect(() => {
    let live = true;
    void manage("POST", "/preview-grants", { screenId, ...(subject === undefined ? {} : { draftId: subject }) }).then((reply) => {
      if (!live) return;
      const parsed = grantSchema.safeParse(reply.body);
      setGranted(reply.status === 201 && parsed.success ? { key: subjectKey, grant: parsed.data.grant } : { key: subjectKey, failure: errorMessageOf(reply) });
    });
    return () => {
      live = false;
    };
  }, [screenId, subject, subjectKey]);

  // The draft's revision every frame should show: after a saved change, each renders the draft again.
  const latestRevision = useRef(0);
  useEffect(() => {
    if (revision === 0 || viewer === undefined) return;
    latestRevision.current = revision;
    for (const frame of frames.current) showRevision(frame, revision, viewer);
  }, [revision, viewer]);

  // A frame that loaded says which revision it shows; one behind is asked again.
  useEffect(() => {
    if (viewer === undefined) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== viewer) return;
      const message = previewMessageOf(event.data);
      const frame = [...frames.current].find((candidate) => candidate.contentWindow === event.source);
      if (message?.type !== "shasha:frame" || frame === undefined || message.revision >= latestRevision.current) return;
      showRevision(frame, latestRevision.current, viewer);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [viewer]);

  const frameRef = (node: HTMLIFrameElement | null) => {
    if (node === null) return undefined;
    frames.current.add(node);
    return () => void frames.current.delete(node);
  };

  return { grant, failure, frameRef };
}
