import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { cuisineName } from '~/utils/cuisine-names';
import { formatLongDate, priceLabel, priceSymbols } from '~/utils/format';
import { useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';
import type { Sources } from '~/utils/source-topics';
import { FavoriteButton, ListEntryButton } from './favorite-button';
import { GlobeIcon, MapPinIcon, PhoneIcon } from './icons';
import { ListingReportForm } from './listing-report-form';
import { ContactUpdated } from './owner-updated';
import { ShareButton } from './share-button';
import { SpotMap } from './spot-map';

/** What the side column shows of the listing (the restaurant page's loader data). */
type Place = {
  id: number;
  slug: string;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  reservationUrl: string | null;
  closedAt: string | null;
  isFavorite: boolean;
  wantToGo: boolean;
  been: boolean;
  cuisine: string;
  cuisineKey: string;
  priceLevel: number;
  neighborhood: string;
  createdAt: string;
  managedByOwner: boolean;
};

type Props = {
  restaurant: Place;
  map: Parameters<typeof SpotMap>[0]['drawing'] | null;
  sources: Sources;
  origin: string;
  /** The signed-in diner's Been day and note and how many friends want to go; null when signed out. */
  myLists: { been: { visitedOn: string | null; note: string | null } | null; friendsWantToGo: number } | null;
  /** The page's Been day and note form (it posts to the page), and whether it opens at once. */
  beenDetailsForm: ReactNode;
  beenDetailsOpen: boolean;
};

/**
 * The restaurant page's side column: how to reach the place, what a diner can do with
 * it (favorite, lists, photos, share), its details, and the out-of-date report.
 */
export function RestaurantAside({ restaurant: r, map, sources, origin, myLists, beenDetailsForm, beenDetailsOpen }: Props) {
  const t = useT();
  const locale = useLocale();
  const addPhotosPath = `/restaurant/${r.slug}/photos`;
  const directions = r.address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(r.address)}` : null;
  const newTab = <span className="sr-only">{t('restaurant.newTab')}</span>;
  return (
    <aside className="space-y-6">
      <section className="card space-y-3 p-5" aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="text-xl font-bold">{t('restaurant.contact')}</h2>
        {r.address ? (
          <p className="flex gap-2"><MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" /><span>{r.address}{directions ? <><br /><a href={directions} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-[44px] items-center text-brand-800 underline">{t('restaurant.directions')}{newTab}</a></> : null}</span></p>
        ) : null}
        {map ? <SpotMap drawing={map} /> : null}
        {r.phone ? <p className="flex items-center gap-2"><PhoneIcon className="h-5 w-5" /><a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{r.phone}</a></p> : null}
        {r.website ? <p className="flex items-center gap-2"><GlobeIcon className="h-5 w-5" /><a href={r.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-[44px] items-center break-all text-brand-800 underline">{r.website.replace(/^https?:\/\//, '')}</a></p> : null}
        <ContactUpdated sources={sources} />
      </section>

      {/* A column of buttons with spaces between them: a text browser reads them apart. */}
      <section id="quick-actions" className="card flex flex-col gap-2 p-5" aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="text-xl font-bold">{t('restaurant.quickActions')}</h2>
        {r.website ? <a href={r.website} target="_blank" rel="noopener noreferrer" className="btn-primary w-full">{t('restaurant.visitWebsite')}{newTab}</a> : null}{' '}
        {r.phone ? <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="btn-secondary w-full">{t('restaurant.call')}</a> : null}{' '}
        <FavoriteButton restaurantId={r.id} isFavorite={r.isFavorite} variant="button" anchor="quick-actions" />
        <ListEntryButton restaurantId={r.id} list="want" on={r.wantToGo} variant="button" anchor="quick-actions" />
        <ListEntryButton restaurantId={r.id} list="been" on={r.been} variant="button" anchor="quick-actions" />
        {myLists ? (
          <details className="rounded-lg border border-stone-200 p-3" open={beenDetailsOpen || undefined}>
            <summary className="flex min-h-[44px] cursor-pointer items-center font-medium text-brand-800 underline">
              {myLists.been?.visitedOn || myLists.been?.note ? t('restaurant.yourDayAndNote') : t('restaurant.addDayAndNote')}
            </summary>
            {beenDetailsForm}
          </details>
        ) : null}
        {myLists && myLists.friendsWantToGo > 0 ? (
          <p className="font-medium text-blue-800">{t('restaurant.friendsWantToGo', { count: myLists.friendsWantToGo })}</p>
        ) : null}
        {/* Anonymous diners go through sign-in and come back to the form (its loader sends them). */}
        <Link to={addPhotosPath} className="btn-secondary w-full">{t('restaurant.addPhotos')}</Link>{' '}
        {r.reservationUrl && !r.closedAt ? <a href={r.reservationUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary w-full">{t('restaurant.reserve')}{newTab}</a> : null}{' '}
        <ShareButton title={r.name} url={`${origin}/restaurant/${r.slug}`} />
      </section>

      <section className="card p-5" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-xl font-bold">{t('restaurant.details')}</h2>
        <dl className="mt-2 grid grid-cols-2 gap-y-2 text-sm">
          <dt className="flex min-h-[44px] items-center font-medium text-stone-600">{t('restaurant.details.cuisine')}</dt><dd><Link to={`/restaurants/${r.cuisineKey}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{cuisineName(r.cuisineKey, r.cuisine, t)}</Link></dd>
          <dt className="font-medium text-stone-600">{t('restaurant.details.price')}</dt><dd>{priceSymbols(r.priceLevel)} · {priceLabel(r.priceLevel, t)}</dd>
          <dt className="font-medium text-stone-600">{t('restaurant.details.neighborhood')}</dt><dd>{r.neighborhood}</dd>
          <dt className="font-medium text-stone-600">{t('restaurant.details.reservations')}</dt><dd>{r.reservationUrl ? t('restaurant.details.accepted') : t('restaurant.details.walkIn')}</dd>
          <dt className="font-medium text-stone-600">{t('restaurant.details.listedSince')}</dt><dd>{formatLongDate(r.createdAt, locale)}</dd>
        </dl>
        {/* A co-owner may claim a managed listing too, so the link stays (decision 050). */}
        <p className="mt-2 text-sm">{r.managedByOwner ? <span className="mr-2 font-medium text-stone-900">{t('restaurant.managedByOwner')}</span> : null}<Link to={`/restaurant/${r.slug}/claim`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{t('restaurant.ownThis')}</Link></p>
      </section>

      {/* The same form for every diner, as this page is shared at the edge; <details> opens without scripts. */}
      <section id="report-listing" className="card p-5" aria-labelledby="report-listing-heading">
        <h2 id="report-listing-heading" className="text-xl font-bold">{t('restaurant.outOfDate')}</h2>
        <details className="mt-2">
          <summary className="flex min-h-[44px] cursor-pointer items-center font-medium text-brand-800 underline">{t('restaurant.reportChange')}</summary>
          <div className="mt-3">
            <ListingReportForm action={`/restaurant/${r.slug}/report`} />
          </div>
        </details>
      </section>
    </aside>
  );
}
