import type { ShouldRevalidateFunction } from '@remix-run/react';
import type { ToastData } from '~/modules/session.server';

/*
 * Toasts come from the server, through the flash cookie the root loader reads
 * (app/modules/session.server.ts), and the root renders the one <Toast>
 * (./shown-toast.tsx, which only the root imports, so it travels in the root's script). The
 * only other source is a submission that never reached the server (no
 * connection): no cookie can carry its toast, so its clientAction answers
 * with one (`Unsent`).
 */

type Unsent = { unsent: ToastData };

// The browser's latest unsent toast (never set on the server), for the root to show.
let latestUnsent: ToastData | null = null;
const listeners = new Set<() => void>();

/** A clientAction's answer for a request that never reached the server: the root shows its toast. */
export function unsent(toast: ToastData): Unsent {
  latestUnsent = { ...toast }; // a new object each time, so a repeated failure shows again
  for (const listener of listeners) listener();
  return { unsent: latestUnsent };
}

/** For the root's toast (./shown-toast.tsx): the latest unsent toast, and its changes. */
export const latestUnsentToast = () => latestUnsent;
export function subscribeToUnsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isUnsent(result: unknown): result is Unsent {
  return typeof result === 'object' && result !== null && 'unsent' in result;
}

/**
 * For the routes of a page with such forms: after a submission that never
 * reached the server, keep the page's data instead of reloading it (which
 * would fail too).
 */
export const keepDataAfterUnsent: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isUnsent(actionResult) ? false : defaultShouldRevalidate;
