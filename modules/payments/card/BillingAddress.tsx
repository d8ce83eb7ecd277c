"use client";
/** The billing address spec 5 asks for in Canada, Australia, the UK, New Zealand and the USA: kept as typed after a refusal. */
import type { CardLabels } from "../paymentLabels";
import styles from "./card.module.css";

export interface AddressValues {
  addressLine1: string;
  city: string;
  zip: string;
  state: string;
}

export const emptyAddress: AddressValues = { addressLine1: "", city: "", zip: "", state: "" };

const fields = [
  { name: "addressLine1", autoComplete: "address-line1", required: true },
  { name: "city", autoComplete: "address-level2", required: true },
  { name: "zip", autoComplete: "postal-code", required: true },
  { name: "state", autoComplete: "address-level1", required: false },
] as const;

export function BillingAddress({ labels, values, onChange }: { labels: CardLabels; values: AddressValues; onChange(values: AddressValues): void }) {
  return (
    <fieldset className={styles.address}>
      <legend className={styles.legend}>{labels.addressHeading}</legend>
      {fields.map((field) => (
        <label key={field.name} className={styles.field}>
          <span>
            {labels[field.name]} {field.required ? null : <span className={styles.hint}>({labels.optional})</span>}
          </span>
          <input
            className={styles.input}
            name={field.name}
            autoComplete={field.autoComplete}
            required={field.required}
            aria-required={field.required}
            value={values[field.name]}
            maxLength={120}
            onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}
