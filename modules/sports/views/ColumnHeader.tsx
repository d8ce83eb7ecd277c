/**
 * A table's column header with a short visible name ("GD") and the full one ("Goal difference") for assistive
 * technology, which reads it with every cell of the column; the abbreviation's `title` shows the full name to a
 * pointer too. A name that needs no abbreviation is shown as it is.
 */
import type { ColumnWords } from "./labelsType";

export function ColumnHeader({ words, className }: { words: ColumnWords; className?: string }) {
  return (
    <th scope="col" className={className}>
      {words.short === words.full ? (
        words.full
      ) : (
        <>
          <abbr title={words.full} aria-hidden="true">
            {words.short}
          </abbr>
          <span className="visually-hidden">{words.full}</span>
        </>
      )}
    </th>
  );
}
