/**
 * The look of every action, shared by links (navigate, play) and client buttons (dialog, track) so every
 * action looks the same. Plain elements with CSS module classes (actionStyles.module.css): server and client
 * components both use them, and nothing here runs in the browser but the element itself.
 */
import type { ComponentProps } from "react";
import { cx } from "../theme/cx";
import styles from "./actionStyles.module.css";

export type ActionVariant = "primary" | "secondary" | "ghost";

const variants: Record<ActionVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
};

/** The classes of an action of `variant`, for elements that add rules of their own (the form's submit). */
export function actionClass(variant: ActionVariant, ...extra: readonly (string | undefined)[]): string | undefined {
  return cx(styles.action, variants[variant], ...extra);
}

export function ActionLink({ variant, className, children, ...props }: ComponentProps<"a"> & { variant: ActionVariant }) {
  return (
    <a {...props} className={actionClass(variant, className)}>
      {children}
    </a>
  );
}

/** Takes `ref` and any props (React 19), so Radix's `asChild` triggers can drive it. */
export function ActionButton({ variant, className, ...props }: ComponentProps<"button"> & { variant: ActionVariant }) {
  return <button {...props} className={actionClass(variant, className)} />;
}
