/** Why this viewer cannot buy here (a subscriber, a kids profile), in place of the payment form. */
import { ActionLink } from "@/components/actions/actionStyles";
import styles from "./card/card.module.css";

export interface BuyerRefusalProps {
  message: string;
  link?: { href: string; label: string };
}

export default function BuyerRefusal({ message, link }: BuyerRefusalProps) {
  return (
    <div className={styles.card}>
      <p className={styles.error}>{message}</p>
      {link ? (
        <ActionLink variant="secondary" href={link.href}>
          {link.label}
        </ActionLink>
      ) : null}
    </div>
  );
}
