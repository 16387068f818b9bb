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
 * With `maxRows`, reading stops once more rows than that hold text, and
 * `tooMany` says so: a file far over the bound is not parsed to its end.
 */
export function readCsv(
  text: string,
  { maxRows }: { maxRows?: number } = {},
): { header: string[]; rows: CsvRow[]; problems: CsvProblem[]; separator: Separator; tooMany: boolean } {
  const csv = text.replace(/^\ufeff/, '');
  const separator = headerDelimiter(csv);
  // Blank lines count towards Papa's preview: read a margin past the bound, and read on when blanks ate it.
  let limit = maxRows === undefined ? 0 : maxRows + 2;
  let parsed = Papa.parse<string[]>(csv, { skipEmptyLines: false, delimiter: separator, preview: limit });
  const filled = () => parsed.data.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
  while (limit && parsed.data.length >= limit && filled() <= maxRows!) {
    limit *= 2;
    parsed = Papa.parse<string[]>(csv, { skipEmptyLines: false, delimiter: separator, preview: limit });
  }
  if (maxRows !== undefined && filled() > maxRows) return { header: [], rows: [], problems: [], separator, tooMany: true };
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
  const name = SEPARATOR_NAMES[separator];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== header.length && !seen.has(row)) {
      problems.push({ row, column: null, message: `This row has ${cells.length} cells and the header has ${header.length}: check its ${name} and quote marks` });
      return;
    }
    rows.push({ row, cells: cells.map(readCell) });
  });
  return { header: header.map((cell) => cell.trim()), rows, problems, separator, tooMany: false };
}

export type Separator = ',' | ';' | '\t';
export const SEPARATOR_NAMES: Record<Separator, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' };

/**
 * The separator, read from the header row alone: a comma, unless the header holds
 * more semicolons or tabs (Excel writes semicolons in some locales). Guessing from
 * the rows too would take a "|" or ";" in a description for the separator.
 */
function headerDelimiter(text: string): Separator {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best: Separator = ',';
  for (const candidate of [';', '\t'] as const) {
    if (header.split(candidate).length > header.split(best).length) best = candidate;
  }
  return best;
}

export type TextEncodingName = 'UTF-8' | 'UTF-16' | 'Windows-1252';

/**
 * A text file's bytes as text, whichever way a spreadsheet saved it: UTF-8 with
 * or without a byte order mark, UTF-16 with one (Excel's "Unicode text"), and
 * otherwise Windows-1252, old Excel's "CSV" on Windows (bytes that are not valid
 * UTF-8 are taken for it). Decoded here rather than by TextDecoder's labels, so
 * the Worker and Node read a file alike.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: utf16(bytes.subarray(2), true), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: utf16(bytes.subarray(2), false), encoding: 'UTF-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...Array.from(bytes.subarray(i, i + 0x8000), (b) => WINDOWS_1252[b - 0x80] ?? b));
    }
    return { text, encoding: 'Windows-1252' };
  }
}

function utf16(bytes: Uint8Array, littleEndian: boolean) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const units: number[] = [];
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    units.push(view.getUint16(i, littleEndian));
    if (units.length === 0x4000) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}

/** Windows-1252's bytes 0x80-0x9F (the rest are Latin-1's); the five it leaves undefined stay as their bytes. */
const WINDOWS_1252 = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];
