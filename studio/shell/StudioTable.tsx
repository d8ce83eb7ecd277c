/**
 * The studio's one table (issue 28): the screens list, a screen's history, the audit log, the staff and tokens of
 * the admin page and the route table's rows. A named region that scrolls sideways when the table is wider than the
 * screen (ScrollRegion), column headers, and one column that may head each row for screen readers.
 */
import type { ReactNode } from "react";
import { ScrollRegion } from "./ScrollRegion";

export interface StudioColumn<Row> {
  header: string;
  renderCell(row: Row, index: number): ReactNode;
  /** This column's cell names its row (a `th scope="row"`). */
  rowHeader?: boolean;
  /** Ids, addresses and paths read left to right in every language. */
  ltr?: boolean;
}

interface StudioTableProps<Row> {
  /** The scrolling region's name. */
  label: string;
  columns: readonly (StudioColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string | number;
  /** `data-*` attributes of a row, for tests and styles. */
  rowData?(row: Row): Record<`data-${string}`, string | number>;
  describedBy?: string;
}

export function StudioTable<Row>({ label, columns, rows, rowKey, rowData, describedBy }: StudioTableProps<Row>) {
  const shown = columns.filter((column): column is StudioColumn<Row> => column !== false);
  return (
    <ScrollRegion label={label}>
      <table className="studio-table" aria-describedby={describedBy}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowData?.(row)}>
              {shown.map((column) => {
                const dir = column.ltr === true ? "ltr" : undefined;
                return column.rowHeader === true ? (
                  <th key={column.header} scope="row" dir={dir}>
                    {column.renderCell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} dir={dir}>
                    {column.renderCell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
