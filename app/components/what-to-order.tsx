import { formatDishPrice, type Dish } from '~/utils/facts';
import { useT } from '~/utils/i18n';
import { UtensilsIcon } from './icons';

/** The dishes an editor recommends, in their order, each with its price when known; nothing when there are none. */
export function WhatToOrder({ dishes }: { dishes: Dish[] }) {
  const t = useT();
  if (dishes.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="what-to-order-heading">
      <h2 id="what-to-order-heading" className="flex items-center gap-2 text-xl font-bold">
        <UtensilsIcon />
        {t('restaurant.whatToOrder')}
      </h2>
      <ol className="mt-2 divide-y divide-stone-200">
        {dishes.map((dish, i) => (
          <li key={i} className="flex items-baseline justify-between gap-4 py-2">
            <span className="min-w-0 break-words font-medium">{dish.name}</span>
            {/* A space a text browser reads between name and price; the flex row ignores it. */}
            {dish.priceCents === null ? null : ' '}
            {dish.priceCents === null ? null : <span className="shrink-0 tabular-nums text-stone-700">{formatDishPrice(dish.priceCents)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
