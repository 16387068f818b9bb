import { Fragment } from 'react';
import { Form } from '@remix-run/react';
import { FilterCheckbox, MoreFilters, type OptionCounts } from '~/components/fact-filters';
import { useT } from '~/utils/i18n';
import { ALL_AREAS, ALL_CUISINES, ANY_PRICE, type ListingParams } from '~/utils/listing-params';
import { cuisineName } from '~/utils/cuisine-names';

/** The home listing's filters (cuisine, price, rating, neighborhood, open now, then the shared ones), applied together. */
export function FiltersForm({
  params,
  cuisines,
  neighborhoods,
  counts,
  signedIn,
}: {
  params: ListingParams;
  cuisines: Array<{ key: string; name: string }>;
  neighborhoods: string[];
  counts: OptionCounts;
  /** The diner's own lists filter only a signed-in diner's listing. */
  signedIn: boolean;
}) {
  const t = useT();
  // Filters are a draft until "Apply Filters": a plain GET form.
  return (
    <Form
      method="get"
      action="/#results"
      preventScrollReset
      className="home-filters mt-4"
      aria-label={t('home.filters.form')}
    >
      {params.sort !== 'rating' ? <input type="hidden" name="sort" value={params.sort} /> : null}
      {params.view !== 'grid' ? <input type="hidden" name="view" value={params.view} /> : null}
      <div>
        <label htmlFor="filter-cuisine" className="block text-sm font-medium">
          {t('home.filters.cuisine')}
        </label>
        <select id="filter-cuisine" name="cuisine" defaultValue={params.cuisine ?? ALL_CUISINES} className="field-input mt-1">
          <option value={ALL_CUISINES}>{t('home.filters.allCuisines')}</option>
          {cuisines.map((c) => (
            <option key={c.key} value={c.key}>
              {cuisineName(c.key, c.name, t)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-price" className="block text-sm font-medium">
          {t('home.filters.price')}
        </label>
        <select id="filter-price" name="priceLevel" defaultValue={params.priceLevel ?? ANY_PRICE} className="field-input mt-1">
          <option value={ANY_PRICE}>{t('home.filters.anyPrice')}</option>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {'$'.repeat(n)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="block text-sm font-medium">{t('home.filters.rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          <label className="rating-choice">
            <input type="radio" name="rating" value="" defaultChecked={!params.rating} className="sr-only" />
            {t('home.filters.anyRating')}
          </label>
          {[1, 2, 3, 4, 5].map((n) => (
            <Fragment key={n}>
              {' '}
              <label className="rating-choice">
                <input type="radio" name="rating" value={n} defaultChecked={params.rating === n} className="sr-only" />
                {n}
                <span aria-hidden="true">★</span>
                <span className="sr-only"> {t('home.filters.starsAndUp', { stars: n })}</span>
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="filter-area" className="block text-sm font-medium">
          {t('home.filters.neighborhood')}
        </label>
        <select id="filter-area" name="neighborhood" defaultValue={params.neighborhood ?? ALL_AREAS} className="field-input mt-1">
          <option value={ALL_AREAS}>{t('home.filters.allAreas')}</option>
          {neighborhoods.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col justify-end font-medium">
        <FilterCheckbox name="open" value="1" label={t('facts.filters.openNow')} checked={params.openNow} count={counts?.openNow} />
      </div>
      {signedIn ? (
        <fieldset className="sm:col-span-2 lg:col-span-5">
          <legend className="text-sm font-semibold">{t('home.filters.myLists')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            <FilterCheckbox name="want" value="1" label={t('home.filters.wantToGo')} checked={params.wantToGo} />
            <FilterCheckbox name="notbeen" value="1" label={t('home.filters.notBeen')} checked={params.notBeen} />
          </div>
        </fieldset>
      ) : null}{' '}
      <div className="sm:col-span-2 lg:col-span-5">
        <MoreFilters filters={params} counts={counts} />
      </div>{' '}
      <div className="sm:col-span-2 lg:col-span-5">
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {t('home.filters.apply')}
        </button>
      </div>
    </Form>
  );
}
