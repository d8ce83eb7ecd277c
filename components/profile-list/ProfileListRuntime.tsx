"use client";

/**
 * The client half of the profile list: a button per profile (select mode) or a link (manage mode). Choosing
 * a protected profile opens a PIN field; the server checks the PIN, sets the profile cookies and says where
 * to go (/kids for a kid profile), and the store learns the selected profile.
 */
import { VisuallyHidden } from "@/components/a11y/VisuallyHidden";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/domain/types";
import { useAppStore } from "@/stores/appStore";
import { navigateTo } from "../form/navigate";
import { useHydrated } from "../useHydrated";
import type { BlockRootProps } from "../ui-context";
import styles from "./ProfileListView.module.css";
import { postSelect } from "./selectRequest";

export interface ProfileCard {
  id: string;
  name: string;
  avatarSrc: string;
  kid: boolean;
  hasPin: boolean;
  /** Manage mode: the profile's edit page. */
  href?: string;
  actionLabel: string;
}

export interface ProfileListLabels {
  list: string;
  kid: string;
  locked: string;
  pin: string;
  pinHelp: string;
  pinFormat: string;
  pinTitles: Record<string, string>;
  confirm: string;
  cancel: string;
  unavailable: string;
  empty: string;
}

export interface ProfileListRuntimeProps {
  rootProps: BlockRootProps;
  locale: Locale;
  mode: "select" | "manage";
  cards: ProfileCard[];
  labels: ProfileListLabels;
  add?: { href: string; label: string };
}

/**
 * The card's name is its content, so everything it shows is in what it is called (WCAG 2.5.3, label in name): the
 * action with the profile's name for assistive technology ("Watch as Sara"), then the badges as shown.
 */
function CardBody({ card, labels }: { card: ProfileCard; labels: ProfileListLabels }) {
  return (
    <>
      <VisuallyHidden>{card.actionLabel}</VisuallyHidden>
      {/* oxlint-disable-next-line nextjs/no-img-element -- a small fixed-size avatar from the service's own template; no Next optimizer in between */}
      <img className={styles.avatar} src={card.avatarSrc} alt="" width={96} height={96} />
      <span aria-hidden="true">{card.name}</span>
      <span className={styles.marks}>
        {card.kid ? <span className={styles.kidBadge}>{labels.kid}</span> : null}
        {card.hasPin ? (
          <span data-locked="" title={labels.locked}>
            <span aria-hidden="true">🔒</span> {labels.locked}
          </span>
        ) : null}
      </span>
    </>
  );
}

export function ProfileListRuntime({ rootProps, locale, mode, cards, labels, add }: ProfileListRuntimeProps) {
  const [pinFor, setPinFor] = useState<string | null>(null);
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const pinRef = useRef<HTMLInputElement>(null);
  const ids = { pin: useId(), help: useId(), error: useId() };

  const choose = async (card: ProfileCard, typedPin?: string) => {
    if (busy) return;
    if (card.hasPin && typedPin === undefined) {
      setPinFor(card.id);
      setPin("");
      setError(undefined);
      requestAnimationFrame(() => pinRef.current?.focus());
      return;
    }
    setBusy(true);
    const reply = await postSelect(locale, card.id, typedPin);
    setBusy(false);
    if (!reply) return setError(labels.unavailable);
    if (!reply.ok) {
      if (reply.needsPin) setPinFor(card.id);
      setError(reply.fieldErrors?.["pin"] ?? reply.formError ?? labels.unavailable);
      pinRef.current?.focus();
      return;
    }
    useAppStore.getState().setProfiles(reply.profiles, reply.selectedId);
    navigateTo(reply.redirectTo);
  };

  const pinCard = cards.find((card) => card.id === pinFor);
  const onPinSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pinCard) return;
    if (!/^\d{4}$/.test(pin)) return setError(labels.pinFormat);
    void choose(pinCard, pin);
  };

  return (
    <section {...rootProps} className={styles.root} aria-label={labels.list} data-mode={mode}>
      {cards.length === 0 ? <p className={styles.message}>{labels.empty}</p> : null}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} data-profile-id={card.id}>
            {mode === "manage" && card.href !== undefined ? (
              <a className={styles.card} href={card.href}>
                <CardBody card={card} labels={labels} />
              </a>
            ) : (
              <button type="button" className={styles.card} aria-pressed={pinFor === card.id} disabled={!hydrated} onClick={() => void choose(card)}>
                <CardBody card={card} labels={labels} />
              </button>
            )}
          </li>
        ))}
        {add ? (
          <li>
            <a className={styles.card} href={add.href}>
              <span aria-hidden="true">＋</span>
              <span>{add.label}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {pinCard ? (
        <form className={styles.pinForm} noValidate aria-busy={busy} onSubmit={onPinSubmit} aria-label={labels.pinTitles[pinCard.id]}>
          <p className={styles.message}>{labels.pinTitles[pinCard.id]}</p>
          <label htmlFor={ids.pin}>{labels.pin}</label>
          <input
            className={styles.pinInput}
            ref={pinRef}
            id={ids.pin}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? ids.help : `${ids.help} ${ids.error}`}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, 4))}
          />
          <p className={styles.message} id={ids.help}>{labels.pinHelp}</p>
          <p className={styles.message} id={ids.error} role="alert">{error}</p>
          <div className={styles.row}>
            <button type="submit" className={styles.action} disabled={busy}>{labels.confirm}</button>
            <button type="button" className={styles.action} data-variant="quiet" onClick={() => setPinFor(null)}>{labels.cancel}</button>
          </div>
        </form>
      ) : error !== undefined ? (
        <p className={styles.message} role="alert">{error}</p>
      ) : null}
    </section>
  );
}
