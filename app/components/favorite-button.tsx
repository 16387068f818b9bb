import { useFetcher, useLocation } from '@remix-run/react';
import { useHydrated } from '~/utils/hydration';
import { useT } from '~/utils/i18n';
import { CheckIcon, HeartIcon } from './icons';

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
  const t = useT();
  const label = favorite ? t('favorite.remove') : t('favorite.add');
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

// The toggles share the heart's module: every page that shows one shows the other, and
// one file loads sooner than two.

/*
 * The Want to go and Been toggles' side in the browser, beside the heart and
 * built like it: a plain POST form to
 * app/routes/resources.list-entry/route.tsx without JavaScript, a fetcher with
 * it, pressed at once from the fetcher's form data.
 */

// The pill shows the list's name; what pressing it does is said in words a text browser and a
// screen reader read with the name ("Add to" / "Remove from" Want to go), as the button's text is.
const LABELS = {
  want: { short: 'favorite.want', addPrefix: 'favorite.want.add', removePrefix: 'favorite.want.remove' },
  been: { short: 'favorite.been', addPrefix: 'favorite.been.add', removePrefix: 'favorite.been.remove' },
} as const;

/**
 * `variant="pill"` is the card's small toggle (it shows the list's name and a tick when
 * on); `variant="button"` is the restaurant page's full-width button. Both say what
 * pressing them will do, like the heart. `anchor` is where the no-JavaScript redirect lands.
 */
export function ListEntryButton({
  restaurantId,
  list,
  on,
  variant = 'pill',
  anchor,
}: {
  restaurantId: number;
  list: 'want' | 'been';
  on: boolean;
  variant?: 'pill' | 'button';
  anchor?: string;
}) {
  // One fetcher per place and list: every toggle for the same place flips together.
  const fetcher = useFetcher({ key: `list-${list}-${restaurantId}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get('intent');
  const pressed = pending === 'add' || pending === 'remove' ? pending === 'add' : on;
  const t = useT();
  const ids = LABELS[list];
  const labels = { short: t(ids.short), addPrefix: t(ids.addPrefix), removePrefix: t(ids.removePrefix) };
  const returnTo = location.pathname + location.search + (anchor && !hydrated ? `#${anchor}` : '');
  return (
    <fetcher.Form method="post" action="/resources/list-entry" preventScrollReset>
      <input type="hidden" name="restaurantId" value={restaurantId} />
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="intent" value={pressed ? 'remove' : 'add'} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {variant === 'pill' ? (
        <button type="submit" aria-pressed={pressed} className="list-pill">
          {pressed ? <CheckIcon className="h-4 w-4" /> : null}
          <span className="sr-only">{pressed ? labels.removePrefix : labels.addPrefix}</span>
          {labels.short}
        </button>
      ) : (
        <button type="submit" aria-pressed={pressed} className={`${pressed ? 'btn-primary' : 'btn-secondary'} w-full`}>
          {pressed ? <CheckIcon className="h-5 w-5" /> : null}
          {pressed ? labels.removePrefix : labels.addPrefix}
          {labels.short}
        </button>
      )}
    </fetcher.Form>
  );
}
