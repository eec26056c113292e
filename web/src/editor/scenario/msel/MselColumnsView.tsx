import { MSEL_ROLES, MSEL_ROLE_LABELS, type MselPreview, type MselRole } from '@dojo/protocol';

/** A column's letter as a spreadsheet names it (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/**
 * Every column of the sheet, the role the import gives it and what becomes of it
 * (docs/msel.md, "Column mapping"): the author changes a role here before anything is stored.
 */
export function MselColumnsView({
  preview,
  disabled,
  onRole,
}: {
  preview: MselPreview;
  disabled: boolean;
  onRole(index: number, role: MselRole): void;
}) {
  return (
    <div className="msel-columns">
      <h5 className="msel-remarks-title" id="msel-columns-title">
        Columns (header in row {preview.headerRow}
        {preview.savedMapping ? `, saved mapping “${preview.savedMapping}”` : ''})
      </h5>
      <div
        className="msel-table-wrap"
        tabIndex={0}
        role="region"
        aria-labelledby="msel-columns-title"
      >
        <table className="msel-table msel-columns-table">
          <caption className="visually-hidden">
            Columns of the sheet and what becomes of each
          </caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Header</th>
              <th scope="col">Role</th>
              <th scope="col">Becomes</th>
            </tr>
          </thead>
          <tbody>
            {preview.columns.map((column) => (
              <tr
                key={column.index}
                className={column.role === 'ignore' ? 'msel-dropped' : undefined}
              >
                <td>{columnLetter(column.index)}</td>
                <td>{column.header || '—'}</td>
                <td>
                  <select
                    className="select msel-role"
                    aria-label={`Role of column ${columnLetter(column.index)} (${column.header || 'no header'})`}
                    value={column.role}
                    disabled={disabled}
                    onChange={(event) => onRole(column.index, event.target.value as MselRole)}
                  >
                    {MSEL_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {MSEL_ROLE_LABELS[role].label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{MSEL_ROLE_LABELS[column.role].fate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
