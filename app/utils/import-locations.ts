import type { ImportGeocoder } from '~/modules/import-geocoding.server';
import type { PlannedRow } from '~/modules/listing-sheet.server';
import { formatCount } from './format';

/**
 * What an import says of the rows that came without coordinates, in the desk's
 * preview and from `npm run import` alike: which the geocoder placed, which it
 * matched only roughly and which it did not find (those two are not placed: an
 * editor checks them), and which were not looked up, and why (decision 038).
 */
export type LocatedRow = PlannedRow & { location: NonNullable<PlannedRow['location']> };
export type LocationGroup = { id: string; title: string; note?: string; rows: LocatedRow[] };

const places = (n: number) => `${formatCount(n)} ${n === 1 ? 'place' : 'places'}`;

/** Why rows were not looked up; `advice` is what the reader can do, in the desk or on the command line. */
export function notLookedUpReason(geocoder: ImportGeocoder, advice: { off: string; unavailable: string; carried: string }) {
  if (geocoder.state === 'off') return `No geocoder is set up for this site (GEOCODER_URL), so coordinates are needed for the map: ${advice.off}`;
  if (geocoder.state === 'unavailable') return `The geocoder did not answer (${geocoder.reason}), so their addresses were not looked up. ${advice.unavailable}`;
  return `Their addresses were not looked up: ${advice.carried}`;
}

/** The non-empty groups, in the order the preview shows them. */
export function locationGroups(rows: PlannedRow[], notLookedUp: string): LocationGroup[] {
  const unplaced = rows.filter((r): r is LocatedRow => Boolean(r.location));
  const of = (status: string | null) => unplaced.filter((r) => (r.location.answer?.status ?? null) === status);
  const notAsked = of(null);
  const groups: LocationGroup[] = [
    { id: 'map-not-looked-up', title: `Not on the map: ${places(notAsked.length)} with an address but no coordinates`, note: notLookedUp, rows: notAsked },
    { id: 'map-located', title: `Located from the address: ${places(of('located').length)}`, rows: of('located') },
    {
      id: 'map-rough',
      title: `Matched only roughly, not placed: ${places(of('rough').length)}`,
      note: "The geocoder found somewhere near, not the address itself. Check the address, or type the place's latitude and longitude.",
      rows: of('rough'),
    },
    { id: 'map-not-found', title: `Not found, not placed: ${places(of('not-found').length)}`, note: "Check the address, or type the place's latitude and longitude.", rows: of('not-found') },
  ];
  return groups.filter((g) => g.rows.length);
}

/** The geocoder's match as the preview's last column shows it. */
export function matchOf({ location: { answer } }: LocatedRow) {
  return answer?.status === 'located' || answer?.status === 'rough' ? (answer.matched ?? 'several places match') : '—';
}
