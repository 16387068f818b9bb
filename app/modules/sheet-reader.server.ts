import readXlsxFile from 'read-excel-file/universal';
import { decodeText, readCsv, SEPARATOR_NAMES, type CsvProblem, type CsvRow } from '~/utils/spreadsheet-csv';

/**
 * One reader for every sheet an operator brings, shared by the desk's import and
 * `npm run import`: the file's bytes in, its header and rows out, with a note of
 * how it was read. CSV in UTF-8 (BOM or not), UTF-16 or Windows-1252, separated
 * by commas, semicolons or tabs; an .xlsx workbook by read-excel-file (its
 * "universal" build runs in the Worker and in Node alike).
 */

/** The most rows one import previews: past it a preview is slow and its page too large to read. */
export const MAX_SHEET_ROWS = 10_000;

export type SheetTable = { header: string[]; rows: CsvRow[]; problems: CsvProblem[] };
/** A sheet read, or why not, with the answer's status (413 past the bound on rows, otherwise 400). */
export type SheetRead = (SheetTable & { notes: string[] }) | { refused: string; status: 400 | 413 };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export async function readSheetFile(bytes: Uint8Array, fileName: string, { sheet }: { sheet?: string } = {}): Promise<SheetRead> {
  if (startsWith(bytes, OLE)) {
    return { refused: `${fileName} is an old Excel workbook (.xls), which we cannot read. Save it as “Excel Workbook (.xlsx)” or as “CSV UTF-8”, and choose it again.`, status: 400 };
  }
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes, fileName, sheet?.trim() || undefined);

  const { text, encoding } = decodeText(bytes);
  if (/\0/.test(text.slice(0, 4096))) {
    return { refused: `${fileName} is not a text sheet we can read. Save it as “CSV UTF-8” or as an .xlsx workbook, and choose it again.`, status: 400 };
  }
  const csv = readCsv(text, { maxRows: MAX_SHEET_ROWS });
  if (csv.tooMany) return { refused: tooMany(fileName), status: 413 };
  const notes = [`Read as ${encoding === 'Windows-1252' ? 'Windows-1252 (Western European)' : encoding}, separated by ${SEPARATOR_NAMES[csv.separator]}.`];
  return { header: csv.header, rows: csv.rows, problems: csv.problems, notes };
}

const tooMany = (fileName: string) =>
  `${fileName} has more than ${MAX_SHEET_ROWS.toLocaleString('en-US')} rows. Split it into sheets of ${MAX_SHEET_ROWS.toLocaleString('en-US')} rows or fewer and import them one after another.`;

async function readWorkbook(bytes: Uint8Array, fileName: string, wanted: string | undefined): Promise<SheetRead> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile<string>>>;
  try {
    // Numbers come as the text Excel stored, so nothing is rounded on the way.
    // A copy of just these bytes: a Node Buffer is often a view into a larger shared one.
    sheets = await readXlsxFile<string>(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, { parseNumber: (text) => text });
  } catch {
    return { refused: `${fileName} is not a workbook we can read. Open it in Excel or Google Sheets, save it as .xlsx or “CSV UTF-8”, and choose it again.`, status: 400 };
  }
  const chosen = wanted ? sheets.find((s) => s.sheet.toLowerCase() === wanted.toLowerCase()) : sheets[0];
  if (!chosen) {
    return { refused: `${fileName} has no sheet called “${wanted}”. Its sheets are: ${sheets.map((s) => `“${s.sheet}”`).join(', ')}.`, status: 400 };
  }
  const [header = [], ...body] = chosen.data;
  const filled = body.filter((cells) => cells.some((cell) => cellText(cell) !== ''));
  if (filled.length > MAX_SHEET_ROWS) return { refused: tooMany(fileName), status: 413 };
  const width = header.length;
  const rows: CsvRow[] = [];
  body.forEach((cells, index) => {
    const texts = Array.from({ length: width }, (_, i) => cellText(cells[i] ?? null));
    if (texts.some((text) => text !== '')) rows.push({ row: index + 2, cells: texts });
  });
  const others = sheets.length > 1 ? ` (of ${sheets.length}; name another in the sheet field to read it)` : '';
  return {
    header: header.map((cell) => cellText(cell)),
    rows,
    problems: [],
    notes: [`Read the Excel workbook's sheet “${chosen.sheet}”${wanted ? '' : others}.`],
  };
}

/**
 * A workbook cell as the text a person sees in it. A number keeps the digits Excel
 * stored (a phone stays 8175550123, a latitude keeps every decimal, a whole number
 * gains no ".0"); a date is its day, and a time of day alone (Excel keeps one as a
 * day in 1899) its hours and minutes.
 */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.startsWith('1899-12-3') ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  const text = String(cell).trim();
  // Excel stores some numbers as 17 significant digits ("32.730499999999999"): the shortest text of the same number.
  return /^-?\d+\.\d{15,}$/.test(text) || /e/i.test(text) ? shortest(text) : text;
}

function shortest(text: string) {
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n) < 1e15 ? String(n) : text;
}
