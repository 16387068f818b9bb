import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCell, readCsv, writeCsv } from './spreadsheet-csv';

describe('CSV as spreadsheets export it', () => {
  it('reads a byte order mark, CRLF, quoted commas, quotes and line breaks, numbering rows as the sheet shows them', () => {
    const text = '\ufeffname,description\r\n"Joe\'s, on 7th","Brisket ""and"" ribs\r\nsecond line"\r\n,\r\nPlain,text\r\n';
    const { header, rows, problems } = readCsv(text);
    expect(problems).toEqual([]);
    expect(header).toEqual(['name', 'description']);
    expect(rows).toEqual([
      { row: 2, cells: ["Joe's, on 7th", 'Brisket "and" ribs\r\nsecond line'] },
      // Row 3 was blank and is skipped, yet Plain is row 4 as in the spreadsheet.
      { row: 4, cells: ['Plain', 'text'] },
    ]);
  });

  it('names a row whose cells do not line up with the header', () => {
    const { rows, problems } = readCsv('name,cuisine\nA,b,c\nB,d\n');
    expect(problems).toEqual([{ row: 2, column: null, message: expect.stringContaining('3 cells and the header has 2') }]);
    expect(rows.map((r) => r.row)).toEqual([3]);
  });

  it('writes a cell that starts like a formula so a spreadsheet shows it as text, and numbers as numbers', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', '-', -97.33, '@SUM(1)']]);
    expect(csv.startsWith('\ufeffa,b,c,d\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","'-",-97.33,"'@SUM(1)"`);
  });

  it('reads back exactly what it wrote, whatever the text', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('-', "'-", "''=1", '+1 817', '\tx', "'", '-97.33', 'a,"b"\r\nc'));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const kept = rows.filter((row) => row.some((c) => c.trim() !== ''));
        const read = readCsv(writeCsv(['x', 'y'], kept));
        expect(read.rows.map((r) => r.cells)).toEqual(kept);
      }),
    );
  });

  it('takes the separator from the header, never from a cell', () => {
    const rows = [['|', ' |'], ['-', '']];
    expect(readCsv(writeCsv(['x', 'y'], rows)).rows.map((r) => r.cells)).toEqual(rows);
    expect(readCsv('name;slug\r\nTaco Heads;taco-heads\r\n').rows.map((r) => r.cells)).toEqual([['Taco Heads', 'taco-heads']]);
  });

  it('takes off only the quote it added', () => {
    expect(readCell("'-97.33")).toBe('-97.33');
    expect(readCell("'Merica Burgers")).toBe("'Merica Burgers");
  });
});
