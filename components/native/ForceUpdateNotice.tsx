"use client";
/**
 * The forced-update notice (spec 2 and 3, domain/forceUpdate.ts), drawn only in an app's web view while the app
 * configuration asks for it: when the app's version (the `isAppVersion` cookie) is older than `minimum`, a dialog over
 * the whole page sends the viewer to the store; nothing else on the page can be reached. Read in the browser, since a
 * cached page is the same for every version.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { cookieNames } from "@/domain/cookieNames";
import { mustUpdate } from "@/domain/forceUpdate";
import { cookieValue } from "../session/cookieValue";
import styles from "./ForceUpdateNotice.module.css";

const noSubscription = () => () => undefined;

export function ForceUpdateNotice({ minimum, storeUrl, texts }: { minimum: string; storeUrl: string; texts: { title: string; text: string; action: string } }) {
  const version = useSyncExternalStore(noSubscription, () => cookieValue(document.cookie, cookieNames.appVersion), () => undefined);
  const shown = mustUpdate(minimum, version);
  const action = useRef<HTMLAnchorElement>(null);
  // The one thing the viewer can do, in a modal dialog: focus goes to it when it shows.
  useEffect(() => {
    if (shown) action.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className={styles.backdrop}>
      <section className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby="force-update-title" aria-describedby="force-update-text">
        <h2 id="force-update-title" className={styles.title}>
          {texts.title}
        </h2>
        <p id="force-update-text">{texts.text}</p>
        <a ref={action} className={styles.action} href={storeUrl}>
          {texts.action}
        </a>
      </section>
    </div>
  );
}
