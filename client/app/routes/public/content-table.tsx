/** A content table: a caption, column headings, and each row headed by its first cell. */
type ContentTableProps = { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }

export function ContentTable({ caption, columns, rows }: ContentTableProps) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="content-table" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, so a cell's place is its identity
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
