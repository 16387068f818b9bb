import type { ImportGeocoder } from '~/modules/import-geocoding.server';
import type { PlannedRow } from '~/modules/listing-sheet.server';
import { formatCount } from '~/utils/format';
import { locationGroups, matchOf, notLookedUpReason, type LocatedRow } from '~/utils/import-locations';

/** The most rows of each group the page lists; the count says how many there are. */
const SHOWN = 200;

/** The import preview's "On the map" (app/utils/import-locations.ts words it). */
export function ImportLocations({ rows, geocoder }: { rows: PlannedRow[]; geocoder: ImportGeocoder }) {
  const why = notLookedUpReason(geocoder, {
    off: 'add latitude and longitude to the sheet, or ask the operator to set one up.',
    unavailable: 'You can apply the import anyway and add coordinates later, or preview it again in a while.',
    carried: 'preview the sheet again to look them up.',
  });
  const groups = locationGroups(rows, why);
  if (!groups.length) return null;
  return (
    <section aria-labelledby="on-the-map" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id="on-the-map" className="text-lg font-bold text-stone-900">
        On the map
      </h3>
      {groups.map((group) => (
        <RowGroup key={group.id} {...group} />
      ))}
    </section>
  );
}

function RowGroup({ id, title, note, rows }: { id: string; title: string; note?: string; rows: LocatedRow[] }) {
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
          {rows.slice(0, SHOWN).map((located) => (
            <tr key={located.row} className="border-b border-stone-200 align-top">
              <td className="py-1 pr-3">{located.row}</td>
              <td className="py-1 pr-3">{located.name}</td>
              <td className="py-1 pr-3">{located.location.address}</td>
              <td className="py-1">{matchOf(located)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN ? <p className="text-sm text-stone-700">{`… and ${formatCount(rows.length - SHOWN)} more`}</p> : null}
    </div>
  );
}
