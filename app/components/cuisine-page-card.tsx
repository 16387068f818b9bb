import { useT } from '~/utils/i18n';
import type { FilterParams } from '~/utils/listing-params';
import type { RestaurantCard as Card, SmallCard } from '~/models/restaurant-cards.server';
import { MapPinIcon, PhoneIcon } from './icons';
import { Rating } from './rating';
import { CardTitle, FilterBadges, OpenBadge, RestaurantImage, restaurantPath } from './restaurant-card';

/**
 * The cuisine pages' cards: featured-large and featured-compact for the featured
 * places, small for the rest. Those pages are served without scripts, so these
 * layouts live apart from ./restaurant-card.tsx, which the pages with scripts carry.
 */
export function CuisinePageCard(
  props: ({ variant: 'small'; restaurant: SmallCard } | { variant: 'featured-large' | 'featured-compact'; restaurant: Card }) & {
    gold?: boolean;
    eager?: boolean;
    /** The listing's filters in use: their badges show on the card. */
    filters?: FilterParams;
    /** Its number on the page's map (app/components/place-map.tsx), shown before the name. */
    number?: number;
  },
) {
  const { gold = false, eager = false, filters, number } = props;
  const t = useT();
  const title = <CardTitle name={props.restaurant.name} href={restaurantPath(props.restaurant)} number={number} />;

  if (props.variant === 'small') {
    const r = props.restaurant;
    return (
      <article className="card relative p-4 focus-within:ring-2 focus-within:ring-brand-700">
        {title}
        {r.phone ? <p className="mt-1 text-sm text-stone-700">{r.phone}</p> : null}
        {r.address ? <p className="text-sm text-stone-700">{r.address}</p> : null}
        <OpenBadge open={r.open} />
        <FilterBadges filters={filters} pricePerPerson={r.pricePerPerson} />
      </article>
    );
  }

  if (props.variant === 'featured-large') {
    const r = props.restaurant;
    return (
      <article className={`card relative flex flex-col sm:flex-row ${gold ? 'border-2 border-amber-500' : ''}`}>
        <RestaurantImage r={r} eager={eager} className="aspect-[8/5] w-full sm:w-2/5" />
        <div className="flex flex-1 flex-col gap-2 p-5">
          {title}
          <p className="line-clamp-2 text-stone-700">{r.description}</p>
          <Rating tenths={r.averageRating} reviewCount={r.reviewCount} />
          {r.phone ? <p className="flex items-center gap-2 text-sm text-stone-700"><PhoneIcon className="h-4 w-4" />{r.phone}</p> : null}
          {r.address ? <p className="flex items-center gap-2 text-sm text-stone-700"><MapPinIcon className="h-4 w-4" />{r.address}</p> : null}
          <OpenBadge open={r.open} />
          <FilterBadges filters={filters} pricePerPerson={r.pricePerPerson} />
          <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
            {r.website ? (
              <a href={r.website} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                {t('card.website')}<span className="sr-only">{` ${t('card.websiteOf', { name: r.name })}`}</span>
              </a>
            ) : null}
            {r.reservationUrl ? (
              <a href={r.reservationUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
                {t('card.reservations')}<span className="sr-only">{` ${t('card.reservationsAt', { name: r.name })}`}</span>
              </a>
            ) : null}
          </div>
        </div>
      </article>
    );
  }

  // featured-compact
  const r = props.restaurant;
  return (
    <article className="card relative flex gap-4 p-4 hover:shadow-md">
      <RestaurantImage r={r} eager={eager} className="h-20 w-24 shrink-0 rounded-lg sm:h-24 sm:w-32" />
      <div className="min-w-0 flex-1">
        {title}
        <p className="line-clamp-2 text-sm text-stone-700">{r.description}</p>
        {r.phone ? <p className="text-sm text-stone-700">{r.phone}</p> : null}
        {r.address ? <p className="text-sm text-stone-700">{r.address}</p> : null}
        <FilterBadges filters={filters} pricePerPerson={r.pricePerPerson} />
      </div>
    </article>
  );
}
