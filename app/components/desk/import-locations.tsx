import type { ImportGeocoder } from '~/modules/import-geocoding.server';
import type { PlannedRow } from '~/modules/listing-sheet.server';
import { formatCount } from '~/utils/format';

/** The most rows of each group the page lists; the count says how many there are. */
const SHOWN = 200;

type Located = PlannedRow & { location: NonNullable<PlannedRow['location']> };

/**
 * What the import preview says of the rows that came without coordinates: which
 * the geocoder placed, which it matched only roughly and which it did not find
 * (those two are not placed: an editor checks them), and which were not looked
 * up, and why.
 */
export function ImportLocations({ rows, geocoder }: { rows: PlannedRow[]; geocoder: ImportGeocoder }) {
  const unplaced = rows.filter((r): r is Located => Boolean(r.location));
  if (!unplaced.length) return null;
  const of = (status: string | null) => unplaced.filter((r) => (r.location.answer?.status ?? null) === status);
  const notAsked = of(null);
  const places = (n: number) => `${formatCount(n)} ${n === 1 ? 'place' : 'places'}`;
  const why =
    geocoder.state === 'off'
      ? 'No geocoder is set up for this site (GEOCODER_URL), so coordinates are needed for the map: add latitude and longitude to the sheet, or ask the operator to set one up.'
      : geocoder.state === 'unavailable'
        ? `The geocoder did not answer (${geocoder.reason}), so their addresses were not looked up. You can apply the import anyway and add coordinates later, or preview it again in a while.`
        : 'Their addresses were not looked up: preview the sheet again to look them up.';
  return (
    <section aria-labelledby="on-the-map" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id="on-the-map" className="text-lg font-bold text-stone-900">
        On the map
      </h3>
      {notAsked.length ? (
        <RowGroup id="map-not-looked-up" title={`Not on the map: ${places(notAsked.length)} with an address but no coordinates`} note={why} rows={notAsked} />
      ) : null}
      <RowGroup id="map-located" title={`Located from the address: ${places(of('located').length)}`} rows={of('located')} />
      <RowGroup
        id="map-rough"
        title={`Matched only roughly, not placed: ${places(of('rough').length)}`}
        note="The geocoder found somewhere near, not the address itself. Check the address, or type the place's latitude and longitude."
        rows={of('rough')}
      />
      <RowGroup
        id="map-not-found"
        title={`Not found, not placed: ${places(of('not-found').length)}`}
        note="Check the address, or type the place's latitude and longitude."
        rows={of('not-found')}
      />
    </section>
  );
}

function RowGroup({ id, title, note, rows }: { id: string; title: string; note?: string; rows: Located[] }) {
  if (!rows.length) return null;
  return (
    <div className="space-y-1">
      <h4 id={id} className="font-semibold text-stone-900">
        {title}
      </h4>
      {note ? <p className="text-sm text-stone-700">{note}</p> : null}
      <table aria-labelledby={id} className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-1 pr-3">Row</th>
            <th scope="col" className="py-1 pr-3">Restaurant</th>
            <th scope="col" className="py-1 pr-3">Address</th>
            <th scope="col" className="py-1">Geocoder’s match</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map(({ row, name, location: { address, answer } }) => (
            <tr key={row} className="border-b border-stone-200 align-top">
              <td className="py-1 pr-3">{row}</td>
              <td className="py-1 pr-3">{name}</td>
              <td className="py-1 pr-3">{address}</td>
              <td className="py-1">{answer?.status === 'located' || answer?.status === 'rough' ? (answer.matched ?? 'several places match') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN ? <p className="text-sm text-stone-700">{`… and ${formatCount(rows.length - SHOWN)} more`}</p> : null}
    </div>
  );
}
