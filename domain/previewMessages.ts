/**
 * What the studio and its preview frames tell each other (issue 27): the studio (its own origin) frames the viewer
 * app's render of a draft (the viewer's origin), so they talk by `postMessage`, each naming the other's origin as
 * the target and checking it on what arrives (domain/origins.ts). Messages are read without trusting their shape.
 *
 * - frame → studio `shasha:frame`: a frame has loaded and shows this revision of the draft (0: none asked yet).
 * - studio → frame `shasha:revision`: show this revision (the draft was saved); a frame showing an older one renders
 *   again, on its own URL.
 * - frame → studio `shasha:block`: a block was clicked in the frame; the studio selects it.
 */
export type PreviewMessage = { type: "shasha:frame"; revision: number } | { type: "shasha:revision"; revision: number } | { type: "shasha:block"; blockId: string };

function field(data: object, name: string): unknown {
  return Object.entries(data).find(([key]) => key === name)?.[1];
}

/** The message, when `data` is one of the above; undefined for anything else. */
export function previewMessageOf(data: unknown): PreviewMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const type = field(data, "type");
  const revision = field(data, "revision");
  const blockId = field(data, "blockId");
  const isRevision = typeof revision === "number" && Number.isSafeInteger(revision) && revision >= 0;
  if ((type === "shasha:frame" || type === "shasha:revision") && isRevision) return { type, revision };
  if (type === "shasha:block" && typeof blockId === "string" && blockId.length <= 200) return { type, blockId };
  return undefined;
}

/** The draft revision a frame's URL shows (`rev`), 0 when none. */
export function revisionInUrl(href: string): number {
  const value = Number(new URL(href).searchParams.get("rev") ?? 0);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
