import { useFetcher, useLocation } from '@remix-run/react';
import { useHydrated } from '~/utils/hydration';
import { HeartIcon } from './icons';

/*
 * The heart's side in the browser. It posts to the resource route
 * app/routes/resources.favorite/route.tsx (a plain form without JavaScript, a fetcher
 * with it, flipped at once from the fetcher's form data).
 */

/**
 * The heart. `variant="icon"` is the round heart the restaurant card
 * renders itself; `variant="button"` is a full-width button
 * with text for the detail page's Quick Actions. `anchor` is the id of the
 * element the no-JavaScript redirect lands on (the card or section it sits
 * in), so the diner is not taken back to the top of a long page.
 */
export function FavoriteButton({
  restaurantId,
  isFavorite,
  variant = 'icon',
  anchor,
}: {
  restaurantId: number;
  isFavorite: boolean;
  variant?: 'icon' | 'button';
  anchor?: string;
}) {
  // One fetcher per restaurant: every heart for the same place flips together.
  const fetcher = useFetcher({ key: `favorite-${restaurantId}` });
  const location = useLocation();
  const pending = fetcher.formData?.get('intent');
  const favorite = pending === 'add' || pending === 'remove' ? pending === 'add' : isFavorite;
  const label = favorite ? 'Remove from Favorites' : 'Add to Favorites';
  // The anchor is for the page load after a redirect without JavaScript; with it the page stays still.
  const hydrated = useHydrated();
  const returnTo = location.pathname + location.search + (anchor && !hydrated ? `#${anchor}` : '');

  return (
    <fetcher.Form method="post" action="/resources/favorite" preventScrollReset>
      <input type="hidden" name="restaurantId" value={restaurantId} />
      <input type="hidden" name="intent" value={favorite ? 'remove' : 'add'} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {variant === 'icon' ? (
        <button
          type="submit"
          aria-pressed={favorite}
          title={label}
          className={`heart-button ${favorite ? 'text-red-600' : 'text-stone-700'}`}
        >
          <HeartIcon className="h-5 w-5" filled={favorite} />
          {/* Text, not only a label: a text browser and copy-paste show it. */}
          <span className="sr-only">{label}</span>
        </button>
      ) : (
        <button
          type="submit"
          aria-pressed={favorite}
          className={`${favorite ? 'btn-primary' : 'btn-secondary'} w-full gap-2`}
        >
          <HeartIcon className="h-5 w-5" filled={favorite} />
          {label}
        </button>
      )}
    </fetcher.Form>
  );
}
