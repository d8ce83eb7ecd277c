"use client";
/**
 * The drawer itself: a Radix dialog (focus kept inside while open, Escape and the overlay close it, focus
 * returns to the menu button) sliding in from the inline start, so from the right in Arabic.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import styles from "./MenuDrawerDialog.module.css";

export interface MenuDrawerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  returnFocus: () => void;
  children: ReactNode;
}

export default function MenuDrawerDialog({ open, onOpenChange, title, closeLabel, returnFocus, children }: MenuDrawerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          data-drawer=""
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
