import type { ReactNode } from 'react';
import { FACT_GROUPS, FACTS, PRICE_PER_PERSON_BANDS } from '~/utils/facts';
import { useT } from '~/utils/i18n';
import { hasFilters, type FilterParams } from '~/utils/listing-params';

/**
 * How many places each option would list (app/models/restaurant-listing.server.ts
 * FilterCounts, as it arrives in the browser); null where nothing is counted (a
 * search not yet typed).
 */
export type OptionCounts = {
  facts: Record<string, number>;
  openNow: number;
  happyHourNow: number;
  pricePerPerson: Record<string, number>;
} | null;

const countText = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

/** The 44px target of every option, like the rating pills; the count follows the label after a space. */
const OPTION = 'inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm';

/**
 * One checkbox option of a filter, on a line of its own (a text browser lists them one
 * a line). A count of 0 stays shown, and can still be ticked: the list will say so.
 */
export function FilterCheckbox({ name, value, label, checked, count }: { name: string; value: string; label: string; checked: boolean; count?: number }) {
  return (
    <div>
      <label className={OPTION}>
        <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-5 w-5 shrink-0" />
        <span>
          {label}
          {countText(count)}
        </span>
      </label>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      {/* Two columns of options on a phone, so the list stays short; one beside the other groups on wider screens. */}
      <div className="mt-1 grid grid-cols-2 gap-x-3 sm:grid-cols-1">{children}</div>
    </fieldset>
  );
}

/**
 * The facts, happy hour now and price-per-person filters every listing shares (home,
 * cuisine pages, search), inside a GET form of the page's own. Folded under "More
 * filters" so a phone is not swamped, and open while any is in use. Options are in
 * the catalog's order, so the form always sends the canonical URL (never redirected).
 * `withOpenNow`: the home listing shows "Open now" among its main filters instead.
 */
export function MoreFilters({ filters, counts, withOpenNow = false }: { filters: FilterParams; counts: OptionCounts; withOpenNow?: boolean }) {
  const t = useT();
  const inUse = hasFilters({ ...filters, openNow: withOpenNow && filters.openNow });
  return (
    <details open={inUse} className="rounded-lg border border-stone-200">
      <summary className="flex min-h-[44px] cursor-pointer items-center px-3 text-sm font-semibold">{t('card.moreFilters')}</summary>
      <div className="grid gap-4 border-t border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-5">
        {FACT_GROUPS.map((group) => (
          <Group key={group.key} legend={group.title}>
            {FACTS.filter((fact) => fact.group === group.key).map((fact) => (
              <FilterCheckbox key={fact.key} name="has" value={fact.key} label={fact.label} checked={filters.facts.includes(fact.key)} count={counts?.facts[fact.key]} />
            ))}
          </Group>
        ))}
        <Group legend={t('card.when')}>
          {withOpenNow ? <FilterCheckbox name="open" value="1" label={t('card.openNow')} checked={filters.openNow} count={counts?.openNow} /> : null}
          <FilterCheckbox name="happy" value="1" label={t('card.happyHourNow')} checked={filters.happyHourNow} count={counts?.happyHourNow} />
        </Group>
        <Group legend={t('card.pricePerPerson')}>
          {[{ key: '', label: t('card.anyPrice') }, ...PRICE_PER_PERSON_BANDS].map((band) => (
            <div key={band.key}>
              <label className={OPTION}>
                <input type="radio" name="pp" value={band.key} defaultChecked={(filters.pricePerPerson ?? '') === band.key} className="h-5 w-5 shrink-0" />
                <span>
                  {band.label}
                  {countText(counts?.pricePerPerson[band.key || 'any'])}
                </span>
              </label>
            </div>
          ))}
        </Group>
      </div>
    </details>
  );
}
