/**
 * What the editor opens (issue 17): the screen's published version, the draft to edit (the signed-in editor's own,
 * or another's opened to review and publish) and every draft of the screen, read in one go. The text starts from
 * the draft, else the published version, else an empty layout for a new screen.
 */
import { z } from "zod";
import { draftReplySchema, draftSchema, errorMessageOf, manage, publishedScreenSchema, screenPath } from "@/studio/api/studioApi";
import type { SavedDraft } from "./useDraftAutosave";

export interface Loaded {
  published: { version: number; document: unknown } | null;
  draft: SavedDraft | null;
  /** Another staff member's draft opened to review and publish it: shown, not changed. */
  othersDraft: { ownerName: string } | null;
  /** Every draft of this screen, to open one. */
  drafts: { id: number; ownerName: string; updatedAt: string }[];
  text: string;
}

/** A document as the JSON view shows it, and as the editor compares texts. */
export function pretty(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

const draftListSchema = z.object({ drafts: z.array(draftSchema) });

export async function loadScreen(screenId: string, canEdit: boolean, me: string, openDraft: number | undefined): Promise<Loaded> {
  const draftCall = openDraft !== undefined ? manage("GET", `/drafts/${openDraft}`) : canEdit ? manage("GET", `${screenPath(screenId)}/draft`) : Promise.resolve(undefined);
  const [current, opened, all] = await Promise.all([manage("GET", screenPath(screenId)), draftCall, manage("GET", `/drafts?screen=${encodeURIComponent(screenId)}`)]);
  if (current.status !== 200 && current.status !== 404) throw new Error(errorMessageOf(current));
  if (opened !== undefined && opened.status !== 200 && opened.status !== 404) throw new Error(errorMessageOf(opened));
  const published = current.status === 200 ? publishedScreenSchema.parse(current.body) : null;
  const found = opened?.status === 200 ? draftReplySchema.parse(opened.body).draft : null;
  const draft = found !== null && found.screenId === screenId ? found : null;
  const start = draft?.document ?? published?.document ?? { schemaVersion: "1.1", id: screenId, title: { ar: "", en: "", fr: "" }, blocks: [] };
  const drafts = all.status === 200 ? draftListSchema.parse(all.body).drafts : [];
  return {
    published: published === null ? null : { version: published.version, document: published.document },
    draft: draft === null ? null : { id: draft.id, baseVersion: draft.baseVersion, revision: draft.revision },
    othersDraft: draft !== null && draft.ownerName !== me ? { ownerName: draft.ownerName } : null,
    drafts: drafts.map(({ id, ownerName, updatedAt }) => ({ id, ownerName, updatedAt })),
    text: pretty(start),
  };
}
