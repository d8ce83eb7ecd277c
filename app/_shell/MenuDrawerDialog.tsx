"use client";
/**
 * The drawer itself: a Radix dialog (focus kept inside while open, Escape and the overlay close it, focus
 * returns to the menu button) sliding in from the inline start, so from the right in Arabic.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { styled } from "styled-components";

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 60%);
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  inline-size: min(20rem, 85vw);
  padding: 1rem 1.25rem;
  overflow-y: auto;
  background: var(--color-surface-raised);
  color: var(--color-text);
  box-shadow: 0 0 2rem rgb(0 0 0 / 50%);

  @media (prefers-reduced-motion: no-preference) {
    animation: drawer-in 160ms ease-out;
  }

  @keyframes drawer-in {
    from {
      translate: calc(var(--drawer-from, -1) * 100%) 0;
    }
  }

  [dir="rtl"] & {
    --drawer-from: 1;
  }

  [data-menu] ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [data-account] {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    margin: 0;
    padding-block-start: 1rem;
    border-block-start: 1px solid color-mix(in srgb, var(--color-text) 20%, transparent);
  }

  [data-menu] a,
  [data-account] a,
  [data-account] button {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }

  [data-menu] a:hover,
  [data-menu] a:focus-visible,
  [data-account] a:hover,
  [data-account] a:focus-visible,
  [data-account] button:hover,
  [data-account] button:focus-visible {
    color: var(--color-accent);
  }

  [data-drawer-languages] a {
    min-block-size: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.125rem;
`;

const Close = styled(Dialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  border: 0;
  border-radius: var(--radius-sm, 6px);
  background: none;
  color: var(--color-text);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    color: var(--color-accent);
  }
`;

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
        <Overlay />
        <Panel
          aria-describedby={undefined}
          data-drawer=""
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Top>
            <Title>{title}</Title>
            <Close aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Close>
          </Top>
          {children}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
