import writeXlsxFile from 'write-excel-file/universal';

/**
 * Listing sheets as the programs people use write them, made byte for byte here:
 * Excel's "CSV UTF-8" (a byte order mark), old Excel's "CSV" on Windows
 * (Windows-1252), European Excel (semicolons and decimal commas), Google Sheets
 * (plain UTF-8, LF), tab-separated text, Excel's "Unicode text" (UTF-16 LE with a
 * byte order mark, tabs) and an .xlsx workbook (write-excel-file).
 */
export type SheetFile = { fileName: string; bytes: Uint8Array };

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Windows-1252 bytes of text in Latin-1 plus the few 0x80-0x9F characters used here. */
export function windows1252(text: string) {
  const map: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from([...text], (char) => {
    const byte = map[char] ?? char.charCodeAt(0);
    if (byte > 0xff) throw new Error(`${char} is not in Windows-1252`);
    return byte;
  });
}

export function utf16le(text: string) {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, true);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), true);
  return bytes;
}

const cell = (value: string, separator: string) => (value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const delimited = (rows: string[][], separator: string, newline = '\r\n') => rows.map((row) => row.map((v) => cell(v, separator)).join(separator)).join(newline) + newline;

/** One new listing's cells, by the desk's column names. */
export type Place = { name: string; cuisine: string; neighbourhood: string; price: string; description: string; phone: string };

const describe = (name: string) => `${name}: a neighbourhood place our editors like, with a short menu done well.`;
export const place = (name: string, cuisine: string): Place => ({ name, cuisine, neighbourhood: 'Near Southside', price: '2', description: describe(name), phone: '(817) 555-0142' });

export function excelUtf8(p: Place): SheetFile {
  const rows = [['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'phone'], [p.name, p.cuisine, p.neighbourhood, p.price, p.description, p.phone]];
  return { fileName: 'excel-utf8.csv', bytes: utf8(`\ufeff${delimited(rows, ',')}`) };
}

export function oldExcel1252(p: Place): SheetFile {
  const rows = [['Name', 'Cuisine', 'Neighborhood', 'Price', 'Description', 'Phone'], [p.name, p.cuisine, p.neighbourhood, p.price, p.description, p.phone]];
  return { fileName: 'old-excel.csv', bytes: windows1252(delimited(rows, ',')) };
}

export function europeanExcel(p: Place, latitude: string, longitude: string): SheetFile {
  const rows = [['Name', 'Cuisine', 'Neighborhood', 'Price', 'Description', 'Latitude', 'Longitude'], [p.name, p.cuisine, p.neighbourhood, p.price, p.description, latitude, longitude]];
  return { fileName: 'european.csv', bytes: windows1252(delimited(rows, ';')) };
}

/** Google Sheets' "Comma-separated values": plain UTF-8, headers as people name them. */
export function googleSheets(p: Place, extra: { website: string; street: string; city: string; state: string; zip: string }): SheetFile {
  const rows = [
    ['Restaurant Name', 'Category', 'Neighborhood', 'Price', 'Description', 'Phone Number', 'Website', 'Address', 'City', 'State', 'ZIP', 'Notes'],
    [p.name, p.cuisine, p.neighbourhood, p.price, p.description, p.phone, extra.website, extra.street, extra.city, extra.state, extra.zip, 'ask for the patio'],
  ];
  return { fileName: 'google-sheets.csv', bytes: utf8(delimited(rows, ',', '\n')) };
}

export function tabSeparated(p: Place): SheetFile {
  const rows = [['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'Tel'], [p.name, p.cuisine, p.neighbourhood, p.price, p.description, p.phone]];
  return { fileName: 'listings.tsv', bytes: utf8(delimited(rows, '\t')) };
}

export function unicodeText(p: Place): SheetFile {
  const rows = [['name', 'cuisine', 'neighbourhood', 'price_level', 'description', 'Telephone'], [p.name, p.cuisine, p.neighbourhood, p.price, p.description, p.phone]];
  return { fileName: 'unicode.txt', bytes: utf16le(delimited(rows, '\t')) };
}

/** Columns in an order of the operator's own. */
export function reordered(p: Place): SheetFile {
  const rows = [['phone', 'description', 'price_level', 'name', 'neighbourhood', 'cuisine'], [p.phone, p.description, p.price, p.name, p.neighbourhood, p.cuisine]];
  return { fileName: 'reordered.csv', bytes: utf8(delimited(rows, ',')) };
}

/** A workbook whose phone, ZIP and coordinates are number cells, as Excel keeps what looks like a number. */
export async function workbook(p: Place, numbers: { phone: number; zip: number; latitude: number; longitude: number }): Promise<SheetFile> {
  const blob = await writeXlsxFile([
    { sheet: 'Read me', data: [['This workbook lists our places on the next sheet.']] },
    {
      sheet: 'Places',
      data: [
        ['Name', 'Cuisine', 'Neighborhood', 'Price', 'Description', 'Phone', 'Address', 'City', 'State', 'ZIP', 'Latitude', 'Longitude'],
        [p.name, p.cuisine, p.neighbourhood, Number(p.price), p.description, numbers.phone, '900 W Magnolia Ave', 'Fort Worth', 'TX', numbers.zip, numbers.latitude, numbers.longitude],
      ],
    },
  ]).toBlob();
  return { fileName: 'places.xlsx', bytes: new Uint8Array(await blob.arrayBuffer()) };
}

/** `count` new listings, named `${prefix} 1` and on, for a first load. */
export function manyRows(prefix: string, cuisine: string, count: number): SheetFile {
  const rows = [['name', 'cuisine', 'neighbourhood', 'price_level', 'description']];
  for (let i = 1; i <= count; i++) rows.push([`${prefix} ${i}`, cuisine, 'Near Southside', String((i % 4) + 1), describe(`${prefix} ${i}`)]);
  return { fileName: 'many.csv', bytes: utf8(delimited(rows, ',')) };
}
