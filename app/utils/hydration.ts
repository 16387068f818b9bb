import { useMatches } from '@remix-run/react';
import { useSyncExternalStore } from 'react';

/**
 * A route's `handle.hydrate`: `false`, or a function of the route's data that
 * returns false, serves the page as plain HTML without Remix's scripts. Pages
 * that only show content (articles, recipes, cuisine lists) then weigh a tenth
 * of a hydrated page on a slow phone, and every link and form on them still works.
 */
export type HydrateHandle = { hydrate?: boolean | ((data: unknown) => boolean) };

export const NO_HYDRATION: HydrateHandle = { hydrate: false };

export function useShouldHydrate() {
  return useMatches().every(({ handle, data }) => {
    const hydrate = (handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === 'function' ? hydrate(data) : hydrate !== false;
  });
}

const subscribeToNothing = () => () => {};

/** False in the server's HTML (and the first render in the browser), true once React runs. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
