/**
 * The TV's code as the auto-pairing link carries it (issue 31 §3): in the URL's fragment, `#pairCode=BCDF-GHJK&type=
 * pairing` (spec 3's auto-pairing fields), so no server, log or referrer sees it. Only the `pairing` type pairs a TV
 * here: `subscription` and the email complete-registration come from set-top boxes and lite accounts this product
 * does not have yet. Between a guest's sign-in and the return, the code waits in the tab's sessionStorage.
 */
export const pendingPairingKey = "shasha.pendingPairCode";

const codeShape = /^[A-Za-z]{4}-?[A-Za-z]{4}$/;

/** The code of a `#pairCode=…&type=pairing` fragment (type absent means pairing), or undefined. */
export function pairCodeOfHash(hash: string): string | undefined {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const code = fields.get("pairCode")?.trim();
  const type = fields.get("type") ?? "pairing";
  return type === "pairing" && code !== undefined && codeShape.test(code) ? code.toUpperCase() : undefined;
}

/** A code kept for after sign-in, if it still has the shape of one. */
export function pendingCode(stored: string | null): string | undefined {
  return stored !== null && codeShape.test(stored) ? stored : undefined;
}
