/** What the player says over the picture: why it cannot play (spec 8's messages), and the next episode's countdown. */
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { offersUpsell, type PlayerMessageKey } from "./playerErrors";
import type { PlayerLabels } from "./playerLabels";

export function PlayerMessage({ message, upsellHref, labels }: { message: PlayerMessageKey; upsellHref: string; labels: PlayerLabels }) {
  return (
    <div className="player__message" role="alert" data-message={message}>
      <p>{labels.messages[message]}</p>
      {offersUpsell(message) ? (
        <a href={upsellHref} className="player__upsell">
          {labels.upsell}
        </a>
      ) : null}
    </div>
  );
}

interface NextUpProps {
  countdown: number;
  next: { href: string; title: string };
  cancel: () => void;
  labels: PlayerLabels;
}

export function NextUp({ countdown, next, cancel, labels }: NextUpProps) {
  return (
    <output className="player__next" data-countdown={countdown}>
      <p>{fillTemplate(labels.nextIn, { seconds: countdown, title: next.title })}</p>
      <a href={next.href}>{labels.nextNow}</a>
      <button type="button" onClick={cancel}>
        {labels.nextCancel}
      </button>
    </output>
  );
}
