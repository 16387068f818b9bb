import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { MAX_SHEET_ROWS, readSheetFile, type SheetRead } from './sheet-reader.server';

/**
 * Each file is made here as the program that writes it would: Excel's "CSV UTF-8"
 * (a byte order mark), old Excel's "CSV" (Windows-1252), Excel's "Unicode text"
 * (UTF-16 LE with a byte order mark, tab separated), European Excel (semicolons,
 * decimal commas), and an .xlsx workbook by write-excel-file.
 */
const utf8 = (text: string) => new TextEncoder().encode(text);

function windows1252(text: string) {
  const map: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from([...text], (char) => map[char] ?? char.charCodeAt(0));
}

function utf16(text: string, littleEndian: boolean) {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

function read(result: SheetRead) {
  if ('refused' in result) throw new Error(result.refused);
  return result;
}

describe('one reader for every sheet', () => {
  it('reads UTF-8 with a byte order mark as Excel writes it', async () => {
    const sheet = read(await readSheetFile(utf8('\ufeffname,phone\r\nCafé Ladybird,(817) 555-0100\r\n'), 'excel.csv'));
    expect(sheet.header).toEqual(['name', 'phone']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['Café Ladybird', '(817) 555-0100'] }]);
    expect(sheet.notes).toEqual(['Read as UTF-8, separated by commas.']);
  });

  it('reads old Excel’s Windows-1252 correctly and says so', async () => {
    const sheet = read(await readSheetFile(windows1252('name,description\r\nCafé Ladybird,“Crêpes” – and €5 coffee\r\n'), 'old-excel.csv'));
    expect(sheet.rows[0]!.cells).toEqual(['Café Ladybird', '“Crêpes” – and €5 coffee']);
    expect(sheet.notes).toEqual(['Read as Windows-1252 (Western European), separated by commas.']);
  });

  it('reads UTF-16 in either byte order, tab separated, as Excel’s “Unicode text”', async () => {
    for (const littleEndian of [true, false]) {
      const sheet = read(await readSheetFile(utf16('name\tneighborhood\r\nJoe’s Café\tMagnolia Ave\r\n', littleEndian), 'unicode.txt'));
      expect(sheet.header).toEqual(['name', 'neighborhood']);
      expect(sheet.rows[0]!.cells).toEqual(['Joe’s Café', 'Magnolia Ave']);
      expect(sheet.notes).toEqual(['Read as UTF-16, separated by tabs.']);
    }
  });

  it('reads European Excel’s semicolons, keeping a decimal comma in its cell', async () => {
    const sheet = read(await readSheetFile(utf8('name;latitude;longitude\r\nBrisket Barn;32,7305;-97,3321\r\n'), 'european.csv'));
    expect(sheet.rows[0]!.cells).toEqual(['Brisket Barn', '32,7305', '-97,3321']);
    expect(sheet.notes).toEqual(['Read as UTF-8, separated by semicolons.']);
  });

  it('reads an .xlsx workbook’s first sheet, or the one named, keeping numbers as written', async () => {
    const blob = await writeXlsxFile([
      {
        sheet: 'Places',
        data: [
          ['Name', 'Phone', 'ZIP', 'Latitude', 'Checked'],
          ['Café Ladybird', 8175550100, 76104, 32.730512345678, { value: new Date('2026-11-02T00:00:00Z'), format: 'yyyy-mm-dd' }],
        ],
      },
      { sheet: 'Notes', data: [['Name'], ['Elsewhere']] },
    ]).toBlob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const first = read(await readSheetFile(bytes, 'places.xlsx'));
    expect(first.header).toEqual(['Name', 'Phone', 'ZIP', 'Latitude', 'Checked']);
    expect(first.rows).toEqual([{ row: 2, cells: ['Café Ladybird', '8175550100', '76104', '32.730512345678', '2026-11-02'] }]);
    expect(first.notes[0]).toContain('sheet “Places” (of 2;');
    const named = read(await readSheetFile(bytes, 'places.xlsx', { sheet: 'notes' }));
    expect(named.rows[0]!.cells).toEqual(['Elsewhere']);
    expect(await readSheetFile(bytes, 'places.xlsx', { sheet: 'Prices' })).toEqual({ refused: expect.stringContaining('no sheet called “Prices”. Its sheets are: “Places”, “Notes”'), status: 400 });
  });

  it('refuses an old binary .xls with the way to save it', async () => {
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await readSheetFile(xls, 'old.xls')).toEqual({ refused: expect.stringContaining('Save it as “Excel Workbook (.xlsx)” or as “CSV UTF-8”'), status: 400 });
  });

  it(`refuses more than ${MAX_SHEET_ROWS.toLocaleString('en-US')} rows with a 413`, async () => {
    const line = 'Some Place,(817) 555-0100\r\n';
    const at = (rows: number) => utf8(`name,phone\r\n${line.repeat(rows)}`);
    expect('rows' in (await readSheetFile(at(MAX_SHEET_ROWS), 'ok.csv'))).toBe(true);
    expect(await readSheetFile(at(MAX_SHEET_ROWS + 1), 'big.csv')).toEqual({ refused: expect.stringContaining('more than 10,000 rows. Split it'), status: 413 });
    // Blank lines in between do not count as rows.
    expect('rows' in (await readSheetFile(utf8(`name,phone\r\n${`${line},\r\n`.repeat(MAX_SHEET_ROWS)}`), 'gaps.csv'))).toBe(true);
    expect(await readSheetFile(at(120_000), 'huge.csv')).toMatchObject({ status: 413 });
  });
});
