/** The payment module's strings, translated on the server (PaymentsModule) and handed to the browser parts. */
export interface CardLabels {
  frameTitle: string;
  loading: string;
  pay: string;
  paying: string;
  addressHeading: string;
  addressLine1: string;
  city: string;
  zip: string;
  state: string;
  optional: string;
  required: string;
  secureNote: string;
  /** By refusal reason code or app error code; `generic` for any other. */
  errors: Record<string, string>;
}

export interface StatusLabels {
  checking: string;
  confirming: string;
  slow: string;
  paid: string;
  refused: string;
  tryAgain: string;
  manage: string;
  errors: Record<string, string>;
}

/** The message for a refusal: its own when there is one, else the generic one. */
export function refusalText(errors: Record<string, string>, code: string | undefined): string {
  return (code !== undefined ? errors[code] : undefined) ?? errors.generic ?? "";
}
