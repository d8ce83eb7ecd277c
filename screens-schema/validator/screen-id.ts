/**
 * Publishing a document as screen X needs the document's `id` to be X. The management API (a 422) and the studio
 * (while typing) both check it here, so they say the same thing at the same pointer.
 */
export interface ScreenIdProblem {
  pointer: "/id";
  code: "screen-id-mismatch";
  message: string;
  suggestion: string;
}

export function screenIdProblems(doc: unknown, screenId: string): ScreenIdProblem[] {
  if (typeof doc !== "object" || doc === null || !("id" in doc)) return [];
  const { id } = doc;
  // A missing or non-string id is already a validator problem; only a well-formed but different id is ours.
  if (typeof id !== "string" || id === screenId) return [];
  return [
    {
      pointer: "/id",
      code: "screen-id-mismatch",
      message: `The document's id "${id}" is not the screen id in the URL, "${screenId}".`,
      suggestion: `publish it at /manage/screens/${encodeURIComponent(id)} or set "id" to "${screenId}"`,
    },
  ];
}
