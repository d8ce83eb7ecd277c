"use client";
/**
 * The My List button of a title (issue 31 §2): it says whether the title is on the profile's list and changes it at a
 * press. The change shows at once (SWR's optimistic data) and is undone if the service refuses it, with the reason;
 * each outcome is announced. If the session has ended (401), a press goes to sign in and back to the title (a guest's
 * page has a link instead: TitleHeaderView). Pages that show it are shared by
 * a whole viewer segment, so the list is the browser's to ask for: until it answers, the button waits, disabled.
 */
import { useState } from "react";
import { actionClass } from "../actions/actionStyles";
import { useMyListEntry } from "./useMyListEntry";

export interface MyListToggleProps {
  contentId: string;
  /** Where a viewer whose session ended signs in (the login page, coming back to this title). */
  signInHref: string;
  labels: { add: string; remove: string; added: string; removed: string; failed: string };
}

export function MyListToggle({ contentId, signInHref, labels }: MyListToggleProps) {
  const { ready, guest, listed, toggle: change } = useMyListEntry(contentId);
  const [said, setSaid] = useState("");

  async function toggle(): Promise<void> {
    if (guest) {
      window.location.assign(signInHref);
      return;
    }
    setSaid("");
    const outcome = await change();
    if (outcome) setSaid(labels[outcome]);
  }

  return (
    <>
      <button type="button" className={actionClass("secondary")} data-my-list={listed ? "listed" : "not-listed"} disabled={!ready && !guest} onClick={() => void toggle()}>
        <span aria-hidden="true">{listed ? "✓ " : "+ "}</span>
        {listed ? labels.remove : labels.add}
      </button>
      <output className="visually-hidden" aria-live="polite">
        {said}
      </output>
    </>
  );
}
