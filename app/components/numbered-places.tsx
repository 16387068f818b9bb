import { Link } from '@remix-run/react';
import type { ListPlace } from '~/models/diner-lists.server';
import { formatLongDate } from '~/utils/format';
import { useLocale } from '~/utils/locale';
import { useT } from '~/utils/i18n';

/**
 * A list of places numbered 1..n in the list's order, the number written out (a map
 * beside the list numbers its pins the same way). `extra` adds a place's own parts:
 * the owner's Been day and note, their toggles.
 */
/** What the list shows of a place; the Been day and note only where the owner reads it. */
export type ShownPlace = Pick<ListPlace, 'number' | 'id' | 'slug' | 'name' | 'cuisine' | 'neighborhood' | 'closedAt'> &
  Partial<Pick<ListPlace, 'visitedOn' | 'note'>>;

export function NumberedPlaces<P extends ShownPlace>({
  places,
  label,
  extra,
}: {
  places: ReadonlyArray<P>;
  label: string;
  extra?: (place: P) => React.ReactNode;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <ol aria-label={label} className="numbered-list mt-4 space-y-3">
      {places.map((place) => (
        <li key={place.id} id={`place-${place.id}`} className="card flex gap-3 p-4">
          <span aria-hidden="true" className="list-number flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-bold">
              <Link to={`/restaurant/${place.slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
                {place.name}
              </Link>
            </h3>
            <p className="text-sm text-stone-700">
              {place.cuisine}
              {place.neighborhood ? ` · ${place.neighborhood}` : ''}
              {place.closedAt ? ` · ${t('card.permanentlyClosed')}` : ''}
            </p>
            {place.visitedOn ? (
              <p className="mt-1 text-sm">
                {`${t('card.wentOn')} `}<time dateTime={place.visitedOn}>{formatLongDate(place.visitedOn, locale)}</time>
              </p>
            ) : null}
            {place.note ? <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{place.note}</p> : null}
            {extra?.(place)}
          </div>
        </li>
      ))}
    </ol>
  );
}
