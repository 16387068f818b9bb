/**
 * Stand-in for the U.S. Census Geocoder's batch endpoint
 * (POST /geocoder/locations/addressbatch), so the import and the desk look up
 * addresses offline, as they do against the real service. It knows a few Fort
 * Worth addresses of the demo listings and answers as the Census does:
 * - a known address: Match, Exact, at its place;
 * - another number on a known street, or a known address with another ZIP:
 *   Match, Non_Exact (a place, but not the one asked for);
 * - a street named without the direction that tells two known ones apart
 *   ("130 Exchange Ave": E or W?): Tie;
 * - anything else: No_Match.
 */
import Papa from 'papaparse';

const KNOWN: Array<[street: string, zip: string, lat: number, lon: number]> = [
  ['610 Throckmorton St', '76102', 32.7538, -97.3286],
  ['128 E Exchange Ave', '76164', 32.7864, -97.3452],
  ['130 W Exchange Ave', '76164', 32.7851, -97.3519],
  ['4820 Camp Bowie Blvd', '76107', 32.7357, -97.3837],
  ['2901 Crockett St', '76107', 32.7547, -97.3606],
  ['401 Main St', '76102', 32.7549, -97.3297],
  ['1316 Hemphill St', '76104', 32.7326, -97.3303],
  ['209 W 8th St', '76102', 32.7562, -97.3326],
  ['2809 W Berry St', '76109', 32.703, -97.3632],
  ['1004 W Magnolia Ave', '76104', 32.7316, -97.3304],
  ['1320 E Rosedale St', '76104', 32.742, -97.319],
  ['912 Commerce St', '76102', 32.7546, -97.3296],
];

const DIRECTION = /^(N|S|E|W|NE|NW|SE|SW)$/;
const words = (text: string) => text.toUpperCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
/** A street without its house number and direction: "Exchange Ave". */
const streetName = (street: string) => words(street).slice(1).filter((w) => !DIRECTION.test(w)).join(' ');
const matched = (street: string, zip: string) => `${words(street).join(' ')}, FORT WORTH, TX, ${zip}`;

const text = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function answer(id: string, street: string, city: string, state: string, zip: string): string[] {
  const input = [street, city, state, zip].join(', ');
  const inFortWorth = (!city || city.toUpperCase() === 'FORT WORTH') && (!state || state.toUpperCase() === 'TX');
  const asked = words(street).join(' ');
  const place = (known: (typeof KNOWN)[number], exactness: string, at = known[0]) =>
    [id, input, 'Match', exactness, matched(at, known[1]), `${known[3]},${known[2]}`, String(636_000_000 + KNOWN.indexOf(known)), 'L'];
  if (!inFortWorth) return [id, input, 'No_Match'];
  const exact = KNOWN.find(([s]) => words(s).join(' ') === asked);
  if (exact) return place(exact, !zip || zip === exact[1] ? 'Exact' : 'Non_Exact');
  const sameStreet = KNOWN.filter(([s]) => streetName(s) === streetName(street) && streetName(street));
  const directions = new Set(sameStreet.map(([s]) => words(s).slice(1).filter((w) => DIRECTION.test(w)).join(' ')));
  const askedDirection = words(street).slice(1).filter((w) => DIRECTION.test(w)).join(' ');
  if (directions.size > 1 && !askedDirection) return [id, input, 'Tie'];
  const onIt = sameStreet.find(([s]) => words(s).slice(1).filter((w) => DIRECTION.test(w)).join(' ') === askedDirection);
  if (onIt && /^\d+$/.test(words(street)[0] ?? '')) return place(onIt, 'Non_Exact', street);
  return [id, input, 'No_Match'];
}

export default {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname !== '/geocoder/locations/addressbatch') return text('Not Found', 404);
    if (request.method !== 'POST') return text('The batch endpoint takes a POST of a multipart form', 405);
    const form = await request.formData().catch(() => null);
    const file = form?.get('addressFile');
    if (!form || !(file instanceof File)) return text('Missing addressFile', 400);
    if (form.get('benchmark') !== 'Public_AR_Current' && form.get('benchmark') !== '4') return text('Invalid benchmark', 400);
    const rows = Papa.parse<string[]>(await file.text(), { skipEmptyLines: true }).data;
    if (rows.length > 10_000) return text('The file has more than 10,000 addresses', 400);
    const answers = rows.map(([id = '', street = '', city = '', state = '', zip = '']) => answer(id, street.trim(), city.trim(), state.trim(), zip.trim()));
    // The Census answers in no particular order: neither does its stand-in.
    return text(`${Papa.unparse(answers.reverse(), { quotes: true, newline: '\n' })}\n`);
  },
};
