/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF rows, a cell quoted when it holds a
 * comma, a quote or a line break, quotes doubled). A cell a spreadsheet would take for a formula —
 * starting with `=`, `+`, `-` or `@`, or with a tab or carriage return that some strip before
 * looking — is prefixed with `'` (OWASP's CSV-injection advice): a post text like
 * `=HYPERLINK("http://evil.example")` opens as text, never as a formula that runs. A number Plume
 * writes itself (an amount such as -0.05) is no text anyone typed, and stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const safe = typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
