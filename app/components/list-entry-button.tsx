import { useFetcher, useLocation } from '@remix-run/react';
import { useHydrated } from '~/utils/hydration';
import { CheckIcon } from './icons';

/*
 * The Want to go and Been toggles' side in the browser, beside the heart and
 * built like it (favorite-button.tsx): a plain POST form to
 * app/routes/resources.list-entry/route.tsx without JavaScript, a fetcher with
 * it, pressed at once from the fetcher's form data.
 */

const LABELS = {
  want: { short: 'Want to go', add: 'Add to Want to go', remove: 'Remove from Want to go' },
  been: { short: 'Been', add: "Mark as Been", remove: 'Remove from Been' },
} as const;

/**
 * `variant="pill"` is the card's small toggle (its name stays, aria-pressed says
 * whether it is on); `variant="button"` is the restaurant page's full-width
 * button, whose text says what it will do, like the heart's. `anchor` is where
 * the no-JavaScript redirect lands.
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
  const labels = LABELS[list];
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
          {labels.short}
        </button>
      ) : (
        <button type="submit" aria-pressed={pressed} className={`${pressed ? 'btn-primary' : 'btn-secondary'} w-full`}>
          {pressed ? <CheckIcon className="h-5 w-5" /> : null}
          {pressed ? labels.remove : labels.add}
        </button>
      )}
    </fetcher.Form>
  );
}
