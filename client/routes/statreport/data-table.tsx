export interface DataTableProps {
  caption: string;
  headers: readonly string[];
  /** Formatted cells; the first is the row's header. */
  rows: ReadonlyArray<readonly string[]>;
}

/** A chart's figures as a plain table: what a screen reader reads and what a keyboard user opens. */
export function DataTable({ caption, headers, rows }: DataTableProps) {
  return (
    <table className="stat-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th key={index} scope="col" className={index > 0 ? 'stat-table__num' : undefined}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], index) => (
          <tr key={index}>
            <th scope="row">{first}</th>
            {rest.map((cell, column) => (
              <td key={column} className="stat-table__num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
