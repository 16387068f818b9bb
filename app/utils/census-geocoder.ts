import Papa from 'papaparse';

/**
 * The U.S. Census Geocoder's batch endpoint (locations/addressbatch), read and
 * written without I/O: the request's CSV of "Unique ID, Street address, City,
 * State, ZIP" rows and its answer, one CSV row per address in any order:
 * "id","input address","Match","Exact"|"Non_Exact","matched address","lon,lat",
 * TIGER line id, side; or "id","input address","No_Match" / "Tie".
 * Only an exact match places a listing: anything else is for an editor to check.
 */
export type GeocodeAnswer =
  | { status: 'located'; latitude: number; longitude: number; matched: string }
  /** Non_Exact (a nearby number, a fuzzy street) or Tie (several places): never placed. */
  | { status: 'rough'; matched: string | null }
  | { status: 'not-found' };

/** The most rows the Census batch endpoint takes in one request. */
export const CENSUS_BATCH_LIMIT = 10_000;

/** One spelling per address, so a sheet's repeats are looked up once and found again. */
export const addressKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

export type AddressParts = { street: string; city: string; state: string; zip: string };

/**
 * "123 Magnolia Ave, Fort Worth, TX 76104" as the batch file's four columns. A
 * state and ZIP may share the last part or not; what cannot be split stays in
 * the street, which the geocoder then reads alone (usually No_Match).
 */
export function splitAddress(address: string): AddressParts {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  let zip = '';
  let state = '';
  const last = parts.at(-1) ?? '';
  const stateZip = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  if (parts.length > 1 && stateZip) {
    [, state, zip] = stateZip as unknown as [string, string, string];
    parts.pop();
  } else if (parts.length > 1 && /^\d{5}(?:-\d{4})?$/.test(last)) {
    zip = parts.pop()!;
    if (parts.length > 1 && /^[A-Za-z]{2}$/.test(parts.at(-1)!)) state = parts.pop()!;
  } else if (parts.length > 1 && /^[A-Za-z]{2}$/.test(last)) {
    state = parts.pop()!;
  }
  const city = parts.length > 1 ? parts.pop()! : '';
  return { street: parts.join(', '), city, state: state.toUpperCase(), zip };
}

/** The batch request's file: addresses numbered from 1 in the order given, no header. */
export function batchRequestCsv(addresses: readonly string[]): string {
  const rows = addresses.map((address, index) => {
    const { street, city, state, zip } = splitAddress(address);
    return [String(index + 1), street, city, state, zip];
  });
  return `${Papa.unparse(rows, { newline: '\r\n', quotes: true })}\r\n`;
}

/**
 * The batch answer as each numbered address's result. An id outside 1..count, a
 * row in no known shape or coordinates off the globe are dropped: that address
 * then reads as not answered, never as a place.
 */
export function readBatchAnswer(text: string, count: number): Map<number, GeocodeAnswer> {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true });
  const answers = new Map<number, GeocodeAnswer>();
  for (const cells of parsed.data) {
    const id = /^\s*\d+\s*$/.test(cells[0] ?? '') ? Number(cells[0]) : NaN;
    if (!(id >= 1 && id <= count)) continue;
    const match = cells[2]?.trim();
    if (match === 'No_Match') answers.set(id, { status: 'not-found' });
    else if (match === 'Tie') answers.set(id, { status: 'rough', matched: null });
    else if (match === 'Match') {
      const matched = cells[4]?.trim() ?? '';
      const exactness = cells[3]?.trim();
      const point = readLonLat(cells[5] ?? '');
      if (exactness === 'Exact' && point) answers.set(id, { status: 'located', ...point, matched });
      else if (exactness === 'Exact' || exactness === 'Non_Exact') answers.set(id, { status: 'rough', matched: matched || null });
    }
  }
  return answers;
}

/** "-97.33,32.75" (longitude first, as the Census writes it), rounded to about 10 cm. */
function readLonLat(cell: string): { latitude: number; longitude: number } | null {
  const [lon, lat, ...rest] = cell.split(',').map((n) => n.trim());
  if (rest.length || !lon || !lat) return null;
  const longitude = Number(lon);
  const latitude = Number(lat);
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
