"use client";
/**
 * The consent manager's stand-in (issue 32 §4): what the vendor's script shows and keeps, with its interface
 * (oneTrust.ts), used while the configuration names no domain script. In a covered country it shows the banner until
 * the viewer decides; elsewhere it is loaded only when asked for, and every group holds until the viewer says
 * otherwise. "Cookie settings" (the banner's, the footer's, a layout's `cookie-preferences` action) opens the
 * preferences dialog with one switch per group, the necessary group always on. The decision is kept in the vendor's
 * cookies (consentCookies.ts, a year) and announced like the vendor does.
 */
import { useCallback, useEffect, useId, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { consentGroups, necessaryGroup, type ConsentGroup } from "@/domain/consent";
import { storeConsent, storedConsent } from "./consentCookies";
import { announceGroups } from "./oneTrust";
import type { ConsentTexts } from "./consentTexts";
import styles from "./ConsentStandIn.module.css";

const onlyNecessary: ReadonlySet<ConsentGroup> = new Set([necessaryGroup]);
const everyGroup: ReadonlySet<ConsentGroup> = new Set(consentGroups);

export interface ConsentStandInProps {
  texts: ConsentTexts;
  /** The viewer's country asks for consent: undecided, only the necessary group holds and the banner shows. */
  covered: boolean;
  /** Loaded because the viewer asked for the preferences: they open at once. */
  openOnStart: boolean;
}

export function ConsentStandIn({ texts, covered, openOnStart }: ConsentStandInProps) {
  // Outside the covered countries everything holds until the viewer says otherwise, and nobody is asked.
  const undecided = covered ? onlyNecessary : everyGroup;
  const [decided, setDecided] = useState(() => storedConsent() !== undefined);
  const [draft, setDraft] = useState<ReadonlySet<ConsentGroup>>(() => storedConsent() ?? undecided);
  const dialog = useRef<HTMLDialogElement>(null);
  const decidedNow = useRef(decided);

  const decide = useCallback((groups: ReadonlySet<ConsentGroup>) => {
    storeConsent(groups, new Date());
    decidedNow.current = true;
    setDecided(true);
    setDraft(groups);
    if (dialog.current?.open === true) dialog.current.close();
    announceGroups(groups);
  }, []);

  useEffect(() => {
    window.OneTrust = {
      ToggleInfoDisplay: () => {
        setDraft(storedConsent() ?? undecided);
        if (dialog.current?.open === false) dialog.current.showModal();
      },
      AllowAll: () => decide(everyGroup),
      RejectAll: () => decide(onlyNecessary),
      IsAlertBoxClosed: () => decidedNow.current,
    };
    // Loaded: the page learns what holds (a stored decision, else the country's default until the viewer decides).
    announceGroups(storedConsent() ?? undecided);
    if (openOnStart) window.OneTrust.ToggleInfoDisplay();
    return () => {
      delete window.OneTrust;
    };
  }, [decide, undecided, openOnStart]);

  return (
    <>
      {decided || !covered ? null : <ConsentBanner texts={texts} />}
      <ConsentPreferences texts={texts} dialog={dialog} draft={draft} setDraft={setDraft} onConfirm={() => decide(new Set([...draft, necessaryGroup]))} />
    </>
  );
}

/** Accept all and reject all, equally prominent (a refusal is as easy as a consent), through the manager's interface. */
function AllOrNothing({ texts }: { texts: ConsentTexts }) {
  return (
    <>
      <button type="button" className={styles.primary} onClick={() => window.OneTrust?.AllowAll()}>
        {texts.acceptAll}
      </button>
      <button type="button" className={styles.primary} onClick={() => window.OneTrust?.RejectAll()}>
        {texts.rejectAll}
      </button>
    </>
  );
}

/** The banner until the viewer decides; its buttons act through the manager's interface, like the vendor's. */
function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-consent-banner="">
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.text}>{texts.text}</p>
      <div className={styles.actions}>
        <AllOrNothing texts={texts} />
        <button type="button" className={styles.secondary} onClick={() => window.OneTrust?.ToggleInfoDisplay()}>
          {texts.settings}
        </button>
      </div>
    </section>
  );
}

interface PreferencesProps {
  texts: ConsentTexts;
  dialog: RefObject<HTMLDialogElement | null>;
  draft: ReadonlySet<ConsentGroup>;
  setDraft: Dispatch<SetStateAction<ReadonlySet<ConsentGroup>>>;
  onConfirm: () => void;
}

/** The preferences dialog: one switch per group (the necessary one always on), confirm, accept or reject all. */
function ConsentPreferences({ texts, dialog, draft, setDraft, onConfirm }: PreferencesProps) {
  const titleId = useId();
  const toggle = (group: ConsentGroup, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(group);
      else next.delete(group);
      return next;
    });
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {texts.preferencesTitle}
        </h2>
        <p className={styles.text}>{texts.text}</p>
        <ul className={styles.groups}>
          {consentGroups.map((group) => {
            const necessary = group === necessaryGroup;
            const { name, description } = texts.groups[group];
            return (
              <li key={group} className={styles.group}>
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    name={group}
                    checked={necessary || draft.has(group)}
                    disabled={necessary}
                    aria-describedby={`${titleId}-${group}`}
                    onChange={(event) => toggle(group, event.currentTarget.checked)}
                  />
                  <span>{name}</span>
                  {necessary ? <span className={styles.always}>{texts.alwaysActive}</span> : null}
                </label>
                <p id={`${titleId}-${group}`} className={styles.description}>
                  {description}
                </p>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {texts.save}
          </button>
          <AllOrNothing texts={texts} />
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            {texts.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
