/**
 * The unsubscribe page's message (spec 2 "/unsubscribe") with the masked address in its own `<bdi>`, so an address keeps
 * its left-to-right order inside an Arabic sentence.
 */

/** Where the masked address goes in a `done` text (the page fills the i18next `{{email}}` with it). */
export const emailSlot = "[[email]]";

export function UnsubscribeMessage({ text, email }: { text: string; email?: string | undefined }) {
  if (email === undefined || !text.includes(emailSlot)) return <>{text}</>;
  const [before = "", ...rest] = text.split(emailSlot);
  return (
    <>
      {before}
      <bdi dir="ltr">{email}</bdi>
      {rest.join(email)}
    </>
  );
}
