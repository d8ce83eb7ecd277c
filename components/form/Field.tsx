/**
 * The parts every form field is made of: plain elements with the classes of Field.module.css. They take every
 * prop of their element, `ref` included (React 19), so fields register their controls for focus.
 */
import type { ComponentProps } from "react";
import { cx } from "../theme/cx";
import styles from "./Field.module.css";

export { styles as fieldStyles };

export function FieldRoot({ className, ...props }: ComponentProps<"div">) {
  return <div {...props} className={cx(styles.root, className)} />;
}

/** Always for a control (`htmlFor`); a fieldset's caption is a <legend> with `fieldStyles.label`. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label {...props} htmlFor={htmlFor} className={cx(styles.label, className)}>
      {children}
    </label>
  );
}

export function Help({ className, ...props }: ComponentProps<"p">) {
  return <p {...props} className={cx(styles.help, className)} />;
}

export function ErrorText({ className, ...props }: ComponentProps<"p">) {
  return <p {...props} className={cx(styles.error, className)} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={cx(styles.control, styles.fill, className)} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select {...props} className={cx(styles.control, styles.fill, className)} />;
}

export function InputRow({ className, ...props }: ComponentProps<"div">) {
  return <div {...props} className={cx(styles.inputRow, className)} />;
}

export function SmallButton({ className, ...props }: ComponentProps<"button">) {
  return <button {...props} className={cx(styles.control, styles.smallButton, className)} />;
}
