"use client";
/**
 * The header's menu button below the medium breakpoint (issue 10): it opens a drawer with the menu, the
 * account links and the language choice, which the server rendered and passes in as `children`. The
 * drawer's code (Radix Dialog and its styles) loads on the first press, not with the page.
 */
import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";

const Drawer = dynamic(() => import("./MenuDrawerDialog"), { ssr: false });

export interface MenuDrawerProps {
  /** The button's name ("Menu"), the drawer's title and its close button's name. */
  label: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

export function MenuDrawer({ label, title, closeLabel, children }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className="menu-button__icon" />
        <span>{label}</span>
      </button>
      {wanted ? (
        <Drawer open={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel} returnFocus={() => button.current?.focus()}>
          {children}
        </Drawer>
      ) : null}
    </>
  );
}
