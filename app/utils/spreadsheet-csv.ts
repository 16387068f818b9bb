import Papa from 'papaparse';

/**
 * CSV as spreadsheets write and read it: Excel, Numbers and Google Sheets.
 * Parsing and quoting are Papa Parse's; what is ours is how a sheet's rows are
 * numbered and how a cell a spreadsheet would run as a formula is written.
 */

/** A cell a spreadsheet would run as a formula, also when it was neutralised once already. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A CSV file with a byte order mark (Excel needs it to read UTF-8), CRLF line
 * ends, and every text cell that starts like a formula written with a leading
 * single quote, so a spreadsheet shows it as text and never runs it. Numbers
 * are written as numbers: "-97.33" is a longitude, not a formula.
 */
export function writeCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>) {
  return `\ufeff${Papa.unparse({ fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) }, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/** A cell as it was before writeCsv neutralised it: one leading quote comes off, and only that. */
export function readCell(cell: string) {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export type CsvRow = {
  /** The row as a spreadsheet numbers it: the header is row 1, a cell with line breaks stays one row. */
  row: number;
  cells: string[];
};

export type CsvProblem = { row: number; column: string | null; message: string };

/**
 * A CSV file's header and rows, with or without a byte order mark, CRLF or LF,
 * quoted cells holding commas, quotes and line breaks. Rows with no text in any
 * cell are dropped (spreadsheets write them for blank lines) but still counted.
 */
export function readCsv(text: string): { header: string[]; rows: CsvRow[]; problems: CsvProblem[] } {
  const csv = text.replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: false, delimiter: headerDelimiter(csv) });
  const [header = [], ...body] = parsed.data;
  const problems: CsvProblem[] = [];
  const seen = new Set<number>();
  for (const error of parsed.errors) {
    // Papa counts data rows from 0 with the header as row 0; a spreadsheet counts from 1.
    const row = (error.row ?? 0) + 1;
    if (error.type === 'FieldMismatch' || error.code === 'UndetectableDelimiter' || seen.has(row)) continue;
    seen.add(row);
    problems.push({ row, column: null, message: error.code === 'MissingQuotes' ? 'A quoted cell is never closed: check its quote marks' : error.message });
  }
  const rows: CsvRow[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== header.length && !seen.has(row)) {
      problems.push({ row, column: null, message: `This row has ${cells.length} cells and the header has ${header.length}: check its commas and quote marks` });
      return;
    }
    rows.push({ row, cells: cells.map(readCell) });
  });
  return { header: header.map((cell) => cell.trim()), rows, problems };
}

/**
 * The separator, read from the header row alone: a comma, unless the header holds
 * more semicolons or tabs (Excel writes semicolons in some locales). Guessing from
 * the rows too would take a "|" or ";" in a description for the separator.
 */
function headerDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best = ',';
  for (const candidate of [';', '\t']) {
    if (header.split(candidate).length > header.split(best).length) best = candidate;
  }
  return best;
}
