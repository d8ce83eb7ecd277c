"use client";
/** Every draft of the screen, to open one: the signed-in editor's own, or another's to review and publish it. */
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { Loaded } from "./loadScreen";

interface DraftListProps {
  screenId: string;
  drafts: Loaded["drafts"];
  /** Who is signed in, as drafts name their owner. */
  me: string;
  /** The draft open in the editor. */
  current: number | undefined;
}

export function DraftList({ screenId, drafts, me, current }: DraftListProps) {
  const t = useStudioT();
  return (
    <nav aria-label={t("editor.draftsOfScreen")} className="studio-drafts">
      <span>{t("editor.draftsOfScreen")}:</span>
      <ul>
        {drafts.map((item) => (
          <li key={item.id}>
            <a href={`/studio/edit?screen=${encodeURIComponent(screenId)}&draft=${item.id}`} aria-current={item.id === current ? "page" : undefined}>
              {item.ownerName === me ? t("editor.yourDraft") : item.ownerName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
