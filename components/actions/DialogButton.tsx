"use client";

/**
 * A button that opens a dialog (action `open-dialog`): `info` shows a title and body, `language` lists the
 * current page in every locale. Client-only because the dialog has open state, focus trapping and a portal;
 * it wraps Radix Dialog (controllable through `open`/`onOpenChange`, styled through `data-state` in
 * DialogButton.module.css).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";
import type { Locale } from "@/domain/types";
import type { OpenDialogAction, TrackEvent } from "@/screens-schema/types";
import type { BlockRootProps } from "../ui-context";
import { ActionButton, type ActionVariant } from "./actionStyles";
import styles from "./DialogButton.module.css";
import { dispatchAction } from "./dispatch";
import { allLocales, pathInLocale } from "./languagePaths";

export interface DialogButtonProps {
  action: OpenDialogAction;
  label: string;
  variant: ActionVariant;
  locale: Locale;
  dir: "rtl" | "ltr";
  /** Resolved dialog title and body (the server resolves layout Text). */
  title: string;
  body?: string;
  closeLabel: string;
  /** Each locale's own name, for the language chooser. */
  languageNames: Record<Locale, string>;
  rootProps?: BlockRootProps;
  click?: TrackEvent;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function useOpenState(open: boolean | undefined, defaultOpen: boolean, onOpenChange?: (open: boolean) => void) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [isOpen, setOpen] as const;
}

function LanguageChoices({ locale, names }: { locale: Locale; names: Record<Locale, string> }) {
  const pathname = usePathname() ?? "/";
  return (
    <ul className={styles.languageList}>
      {allLocales.map((candidate) => (
        <li key={candidate}>
          <a
            className={styles.languageLink}
            href={pathInLocale(pathname, candidate)}
            lang={candidate}
            hrefLang={candidate}
            aria-current={candidate === locale ? "true" : undefined}
          >
            {names[candidate]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DialogButton(props: DialogButtonProps) {
  const { action, label, variant, locale, dir, title, body, closeLabel, languageNames, rootProps, click } = props;
  const [isOpen, setOpen] = useOpenState(props.open, props.defaultOpen ?? false, props.onOpenChange);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <ActionButton
          {...rootProps}
          type="button"
          variant={variant}
          onClick={(event) => {
            // Opening goes through the shared dispatcher (tracking included), not Radix's own toggle.
            event.preventDefault();
            dispatchAction(action, { openDialog: () => setOpen(true) }, click);
          }}
        >
          {label}
        </ActionButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <div className={styles.overlay} />
        </Dialog.Overlay>
        {/* Without a body there is nothing to describe the dialog; say so rather than point at nothing. */}
        <Dialog.Content asChild {...(body ? {} : { "aria-describedby": undefined })}>
          <div className={styles.content} dir={dir} lang={locale}>
            <Dialog.Title asChild>
              <h2 className={styles.title}>{title}</h2>
            </Dialog.Title>
            {body ? (
              <Dialog.Description asChild>
                <p className={styles.body}>{body}</p>
              </Dialog.Description>
            ) : null}
            {action.dialog === "language" ? <LanguageChoices locale={locale} names={languageNames} /> : null}
            <div className={styles.footer}>
              <Dialog.Close asChild>
                <ActionButton type="button" variant="secondary">
                  {closeLabel}
                </ActionButton>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
