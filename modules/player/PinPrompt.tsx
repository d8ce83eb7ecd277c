/**
 * The parental PIN (issue 9): asked for when the title is above the profile's age limit. The master profile's PIN
 * goes to the app (playerApi.ts `submitParentalPin`); a refusal says why (wrong, too many tries, not set, or the
 * service is unavailable).
 */
import { useState } from "react";
import { submitParentalPin, type PinRefusal } from "./playerApi";
import type { PlayerLabels } from "./playerLabels";

interface PinPromptProps {
  contentId: string;
  labels: PlayerLabels;
}

export function PinPrompt({ contentId, labels }: PinPromptProps) {
  const [pinRefusal, setPinRefusal] = useState<PinRefusal | undefined>(undefined);
  const submitPin = async (form: HTMLFormElement) => {
    const pin = new FormData(form).get("pin");
    setPinRefusal(undefined);
    const refusal = await submitParentalPin(contentId, typeof pin === "string" ? pin : "");
    // The app keeps the accepted PIN's proof for this title in an HttpOnly cookie; the page starts again with it.
    if (refusal === undefined) window.location.reload();
    else setPinRefusal(refusal);
  };
  return (
    <form
      className="player__pin"
      onSubmit={(event) => {
        event.preventDefault();
        void submitPin(event.currentTarget);
      }}
    >
      <p>{labels.messages.parentalPin}</p>
      <label>
        {labels.pinLabel}
        <input name="pin" type="password" inputMode="numeric" autoComplete="off" pattern="\d{4}" required />
      </label>
      <button type="submit">{labels.pinSubmit}</button>
      <p className="player__pin-refused" role="alert" data-refusal={pinRefusal}>
        {pinRefusal === undefined ? null : labels.pinRefusals[pinRefusal]}
      </p>
    </form>
  );
}
