"use client";
/**
 * The popup of a subscription revoked after its parking period (spec 4 "Page load and routing"): the payment did
 * not go through, so the subscription ended; "Join now" goes to the promo page, "Join later" (the close button,
 * Escape and a click beside it too) closes it. Loaded on demand by SessionChecks.tsx when GET /api/me says
 * `notice: "revoked-parking"`, so only those viewers download it; its words are the server's `texts`
 * (serverTexts.ts sessionChecksTextKeys). A Radix dialog keeps focus inside while open and gives it back after;
 * the page behind is also made `inert`, so nothing hidden from assistive technology can still take focus.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef } from "react";
import { directionOf, type Locale } from "@/domain/types";
import { ActionButton, ActionLink } from "../actions/actionStyles";
import { textTranslator, type Texts } from "../i18n/texts";
import styles from "./RevokedNotice.module.css";

export interface RevokedNoticeProps {
  locale: Locale;
  texts: Texts;
  onClose: () => void;
}

/** Makes every other child of the body inert while the dialog's layer is there; returns the undo. */
function inertOthers(layer: Element): () => void {
  const others = [...document.body.children].filter((element) => element !== layer && !element.hasAttribute("inert"));
  for (const element of others) element.setAttribute("inert", "");
  return () => {
    for (const element of others) element.removeAttribute("inert");
  };
}

export function RevokedNotice({ locale, texts, onClose }: RevokedNoticeProps) {
  const t = textTranslator(locale, texts);
  // The portal's one child of the body: overlay and content together, so a click beside the dialog still closes it.
  const layer = useRef<HTMLDivElement>(null);
  const undoInert = useRef<(() => void) | undefined>(undefined);
  // Radix gives focus back to a dialog's trigger; this one has none, so to wherever focus was before it opened.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => () => undoInert.current?.(), []);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <div ref={layer} className={styles.layer}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
            aria-modal="true"
            dir={directionOf(locale)}
            lang={locale}
            data-revoked-notice=""
            // Only once the dialog has noted where focus was, so it can give it back: an inert element loses focus.
            onOpenAutoFocus={() => {
              returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              if (layer.current !== null) undoInert.current = inertOthers(layer.current);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnTo.current?.focus();
            }}
          >
            <Dialog.Title className={styles.title}>{t("session.revoked.title")}</Dialog.Title>
            <Dialog.Description className={styles.body}>{t("session.revoked.body")}</Dialog.Description>
            <div className={styles.actions}>
              <ActionLink variant="primary" href={`/${locale}/promo`}>
                {t("session.revoked.joinNow")}
              </ActionLink>
              <Dialog.Close asChild>
                <ActionButton type="button" variant="secondary">
                  {t("session.revoked.joinLater")}
                </ActionButton>
              </Dialog.Close>
            </div>
            {/* Last in the tab order (focus starts on "Join now"), drawn in the top inline-end corner. */}
            <Dialog.Close className={styles.close} aria-label={t("session.revoked.close")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
