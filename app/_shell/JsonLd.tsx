/**
 * A page's structured data (issue 32 §5, domain/structuredData.ts): a data block, never run, whose text is escaped so no
 * title can close it; the CSP does not apply to it (it is not a script the browser executes).
 */
import { serializeJsonLd } from "@/domain/structuredData";

export function JsonLd({ data }: { data: unknown }) {
  // oxlint-disable-next-line react/no-danger -- JSON, escaped by serializeJsonLd: the one way to write a data block's text
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
