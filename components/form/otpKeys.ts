/**
 * Keyboard rules of the code input (spec section 5, numeric entry: digits, arrow keys, Delete and Backspace;
 * Tab still leaves the field). Pure, so the rules are tested without a DOM.
 */
import { arrowStep } from "@/components/a11y/arrowStep";
import { asciiDigits } from "@/domain/countries";

export type OtpKeyAction =
  | { kind: "digit"; digit: string }
  | { kind: "backspace" }
  | { kind: "delete" }
  | { kind: "move"; by: 1 | -1 }
  | { kind: "pass" }
  | { kind: "block" };

export interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Arrow keys move visually: in a right-to-left row ArrowLeft goes to the next cell. */
export function otpKeyAction(event: KeyInfo, dir: "rtl" | "ltr"): OtpKeyAction {
  // Shortcuts (paste, select all) and Tab keep their browser behaviour.
  if (event.ctrlKey || event.metaKey || event.altKey || event.key === "Tab") return { kind: "pass" };
  if (event.key === "Backspace") return { kind: "backspace" };
  if (event.key === "Delete") return { kind: "delete" };
  const by = arrowStep(event.key, dir);
  if (by !== undefined) return { kind: "move", by };
  const digit = event.key.length === 1 ? asciiDigits(event.key) : "";
  return digit.length === 1 ? { kind: "digit", digit } : { kind: "block" };
}

/** Cells after writing `digits` from cell `from`; `next` is the cell to focus afterwards. */
export function fillCells(cells: readonly string[], from: number, digits: string): { cells: string[]; next: number } {
  const filled = [...cells];
  const chars = [...asciiDigits(digits)].slice(0, cells.length - from);
  chars.forEach((digit, offset) => {
    filled[from + offset] = digit;
  });
  return { cells: filled, next: Math.min(from + chars.length, cells.length - 1) };
}

/** Backspace empties the current cell, or the previous one when the current is already empty. */
export function backspaceCells(cells: readonly string[], at: number): { cells: string[]; next: number } {
  const target = cells[at] === "" && at > 0 ? at - 1 : at;
  const next = [...cells];
  next[target] = "";
  return { cells: next, next: target };
}

export function clearCell(cells: readonly string[], at: number): string[] {
  const next = [...cells];
  next[at] = "";
  return next;
}
