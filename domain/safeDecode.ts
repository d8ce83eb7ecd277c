/** decodeURIComponent that answers undefined for a malformed escape (`%E0%A4%A`) instead of throwing. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
