import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { cuisineInSentence, cuisineName } from '~/utils/cuisine-names';
import { factBadge } from '~/utils/facts';
import { openStatusText } from '~/utils/open-status';
import { useT, type Translate } from '~/utils/i18n';
import { useEnglishMark, useLocale, type Locale } from '~/utils/locale';
import type { FilterParams } from '~/utils/listing-params';
import type { CarouselCard, GridCard, ListingCard, RestaurantCard as Card } from '~/models/restaurant-cards.server';
import { FavoriteButton, ListEntryButton } from './favorite-button';
import { MapPinIcon } from './icons';
import { PhotoPicture } from './photo-picture';
import { Picture } from './picture';
import { Price, Rating } from './rating';


/** The spec's cuisine badge colours; every other cuisine is grey. */
const BADGE_COLOURS: Record<string, string> = {
  american: 'bg-blue-100 text-blue-900',
  italian: 'bg-green-100 text-green-900',
  asian: 'bg-rose-100 text-rose-900',
  mexican: 'bg-orange-100 text-orange-900',
  'middle-eastern': 'bg-teal-100 text-teal-900',
  greek: 'bg-teal-100 text-teal-900',
  barbeque: 'bg-amber-100 text-amber-900',
  seafood: 'bg-cyan-100 text-cyan-900',
  steak: 'bg-red-100 text-red-900',
};

export function CuisineBadge({ cuisine, cuisineKey }: { cuisine: string; cuisineKey: string }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_COLOURS[cuisineKey] ?? 'bg-stone-200 text-stone-800'}`}>
      {cuisineName(cuisineKey, cuisine, t)}
    </span>
  );
}

export function OpenBadge({ open }: { open: GridCard['open'] }) {
  const t = useT();
  const locale = useLocale();
  if (open.state === 'unknown') return null;
  return (
    <p className={`text-sm font-medium ${open.state !== 'open' ? 'text-stone-700' : open.closesSoon ? 'text-amber-800' : 'text-emerald-800'}`}>
      {openStatusText(open, t, locale)}
    </p>
  );
}

/**
 * What the filters in use say about every card they list: each fact is yes, it is
 * happy hour, the typical spend. Read from the filters, not the card: the listing
 * holds only places that match them.
 */
export function FilterBadges({ filters, pricePerPerson }: { filters?: FilterParams; pricePerPerson: number | null }) {
  const t = useT();
  if (!filters) return null;
  const badges: string[] = filters.facts.map((key) => factBadge(key, t));
  if (filters.happyHourNow) badges.push(t('facts.filters.happyHourNow'));
  if (filters.pricePerPerson && pricePerPerson !== null) badges.push(t('prices.aboutPerPerson', { amount: pricePerPerson }));
  if (badges.length === 0) return null;
  // A sentence, not a list: inside the listing's list a text browser draws a nested list's
  // bullet as an empty box ("□ Gluten-free"), which reads like a filter not met.
  return (
    <p className="flex flex-wrap gap-1">
      <span className="sr-only">{t('facts.filters.matches')}</span>
      {badges.map((badge, i) => (
        <Fragment key={badge}>
          {i > 0 ? <span className="sr-only">, </span> : null}
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200">{badge}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** The id of a listing card, where the heart's redirect lands without JavaScript. */
function cardAnchor(restaurantId: number) {
  return `restaurant-${restaurantId}`;
}

export function restaurantPath(r: Pick<Card, 'slug'>) {
  return `/restaurant/${r.slug}`;
}

/** The listing's description, the editors' English (marked so on a Spanish page), or the fallback sentence in the page's language. */
function CardDescription({ restaurant, className }: { restaurant: Pick<ListingCard, 'description' | 'name' | 'cuisine' | 'cuisineKey' | 'neighborhood'>; className: string }) {
  const t = useT();
  const locale = useLocale();
  const english = useEnglishMark();
  return (
    <p lang={restaurant.description ? english : undefined} className={className}>
      {describe(restaurant, t, locale)}
    </p>
  );
}

/** The spec's fallback sentence when a listing has no description. */
function describe(r: Pick<ListingCard, 'description' | 'name' | 'cuisine' | 'cuisineKey' | 'neighborhood'>, t: Translate, locale: Locale) {
  const cuisine = cuisineInSentence(r.cuisineKey, r.cuisine, t, locale);
  return r.description || t('card.serves', { name: r.name, cuisine, place: r.neighborhood || 'Fort Worth' });
}

/** Sized for the card grid: the full width of a phone, about a third of a wide screen. */
const CARD_PHOTO_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The editor's chosen diner photo when there is one, else the illustration. */
export function RestaurantImage({ r, className, eager }: { r: Pick<CarouselCard, 'cover' | 'imageUrl'>; className: string; eager?: boolean }) {
  if (r.cover) {
    // (React 18 knows no fetchPriority prop, so the attribute is spelled as HTML has it.)
    const priority = eager ? { fetchpriority: 'high' } : {};
    return (
      <PhotoPicture
        {...priority}
        photo={r.cover}
        preferredWidth={480}
        sizes={CARD_PHOTO_SIZES}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`picture picture-restaurant object-cover ${className}`}
      />
    );
  }
  return <Picture src={r.imageUrl} placeholder="restaurant" eager={eager} className={className} />;
}

/**
 * The card's number on the map, drawn like its pin. Hidden from assistive technology: the
 * pin's own name ("3. Name") already matches the card's name.
 */
function MapNumber({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-xl bg-brand-700 px-1 text-xs font-bold text-white" data-map-number={n}>
      {n}
    </span>
  );
}

function FriendsLine({ n }: { n: number }) {
  const t = useT();
  if (n < 1) return null;
  return <p className="text-sm font-medium text-blue-800">{t('card.friendsSaved', { count: n })}</p>;
}

/** A card's name, linked over the whole card, after its number on the page's map when it has one. */
export function CardTitle({ name, href, headingLevel = 3, number }: { name: string; href: string; headingLevel?: 2 | 3; number?: number }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const heading = (
    <Heading className="min-w-0 break-words text-lg font-bold text-stone-900">
      <Link to={href} prefetch="intent" className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
        {name}
      </Link>
    </Heading>
  );
  return number === undefined ? (
    heading
  ) : (
    <div className="flex min-w-0 items-center gap-1.5">
      <MapNumber n={number} />
      {heading}
    </div>
  );
}

/** Each layout takes the card shape that holds what it shows (models/restaurants.server.ts). */
type CardOfVariant =
  | { variant: 'carousel'; restaurant: CarouselCard }
  | { variant?: 'grid'; restaurant: GridCard }
  | { variant: 'list'; restaurant: ListingCard }
  | { variant: 'favorite'; restaurant: Card };

/**
 * The restaurant card of the pages with scripts. Variants are layouts of the same data:
 * grid for search results and the home listing, list for the listing's list view,
 * carousel for "Popular Restaurants", favorite for /favorites. The cuisine pages,
 * served without scripts, have theirs in ./cuisine-page-card.tsx, so these pages'
 * script does not carry them.
 * The listing layouts carry the heart and the Want to go / Been toggles (POST forms that work without JavaScript).
 */
export function RestaurantCard(
  props: CardOfVariant & {
    eager?: boolean;
    headingLevel?: 2 | 3;
    /** The listing's filters in use: their badges show on the card. */
    filters?: FilterParams;
    /** Its number on the page's map (app/components/place-map.tsx), shown before the name. */
    number?: number;
  },
) {
  const { eager = false, headingLevel = 3, filters, number } = props;
  const t = useT();
  const english = useEnglishMark();
  const title = <CardTitle name={props.restaurant.name} href={restaurantPath(props.restaurant)} headingLevel={headingLevel} number={number} />;

  if (props.variant === 'carousel') {
    const r = props.restaurant;
    return (
      <article className="card relative h-full">
        <RestaurantImage r={r} eager={eager} className="aspect-[8/5] w-full" />
        <div className="p-3">
          {title}
          <div className="flex items-center justify-between gap-2">
            <CuisineBadge cuisine={r.cuisine} cuisineKey={r.cuisineKey} />{' '}
            <Rating tenths={r.averageRating} />
          </div>
        </div>
      </article>
    );
  }

  // The cards with a heart carry the anchor its no-JavaScript redirect comes back to.
  const r = props.restaurant;
  const variant = props.variant ?? 'grid';
  const list = variant === 'list';
  return (
    <article
      id={cardAnchor(r.id)}
      className={`card relative flex h-full ${list ? 'flex-row' : 'flex-col'}`}
      data-variant={variant}
    >
      <div className={`relative ${list ? 'w-28 shrink-0 sm:w-64' : ''}`}>
        <RestaurantImage r={r} eager={eager} className={list ? 'h-full min-h-[7rem] w-full sm:aspect-[8/5]' : 'aspect-[8/5] w-full'} />
        <div className={`absolute z-10 ${list ? 'left-1 top-1 sm:left-auto sm:right-2 sm:top-2' : 'right-2 top-2'}`}>
          <FavoriteButton restaurantId={r.id} isFavorite={r.isFavorite} anchor={cardAnchor(r.id)} />
        </div>
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${list ? 'gap-1 p-3 sm:gap-1.5 sm:p-4' : 'gap-1.5 p-4'}`}>
        <div className="flex items-center gap-2">
          <CuisineBadge cuisine={r.cuisine} cuisineKey={r.cuisineKey} />{' '}
          <Price level={r.priceLevel} />
        </div>
        {title}
        <Rating tenths={r.averageRating} reviewCount={r.reviewCount} />
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <MapPinIcon className="h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">{r.neighborhood || r.address}</span>
        </p>
        <OpenBadge open={r.open} />
        <FilterBadges filters={filters} pricePerPerson={r.pricePerPerson} />
        <FriendsLine n={r.friendsSaved} />
        {props.variant === 'list' ? <CardDescription restaurant={props.restaurant} className="hidden text-sm text-stone-700 sm:line-clamp-3" /> : null}
        {props.variant === 'list' && props.restaurant.dishes.length > 0 ? (
          <p className="line-clamp-2 text-sm text-stone-700">
            <span className="font-semibold">{t('card.order')}</span> <span lang={english}>{props.restaurant.dishes.map((d) => d.name).join(', ')}</span>
          </p>
        ) : null}
        {props.variant === 'favorite' ? <CardDescription restaurant={props.restaurant} className="line-clamp-3 text-sm text-stone-700" /> : null}
        {variant === 'favorite' ? <p className="mt-auto pt-2 text-sm font-semibold text-brand-800" aria-hidden="true">{t('card.viewRestaurant')}</p> : null}
        {variant === 'favorite' ? null : (
          // Above the title link's full-card overlay, like the heart.
          <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-1">
            <ListEntryButton restaurantId={r.id} list="want" on={r.wantToGo} anchor={cardAnchor(r.id)} />{' '}
            <ListEntryButton restaurantId={r.id} list="been" on={r.been} anchor={cardAnchor(r.id)} />
          </div>
        )}
      </div>
    </article>
  );
}
