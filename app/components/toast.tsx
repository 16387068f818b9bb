import { useEffect, useRef, useState } from 'react';
import { useFetchers, type ShouldRevalidateFunction } from '@remix-run/react';
import type { ToastData } from '~/modules/session.server';

/*
 * Toasts come from the server, through the flash cookie the root loader reads
 * (app/modules/session.server.ts), and the root renders the one <Toast>. The
 * only other source is a submission that never reached the server (no
 * connection): no cookie can carry its toast, so its clientAction answers
 * with one (`Unsent`).
 */

export type Unsent = { unsent: ToastData; at: number };

export function unsent(toast: ToastData): Unsent {
  return { unsent: toast, at: Date.now() };
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

/** The toast to show: the server's, unless a submission failed to reach it since. */
export function useShownToast(fromServer: ToastData | null): ToastData | null {
  const latestUnsent = useFetchers()
    .map((fetcher) => fetcher.data)
    .filter(isUnsent)
    .reduce<Unsent | null>((latest, result) => (latest && latest.at >= result.at ? latest : result), null);
  const [unsentShown, setUnsentShown] = useState<ToastData | null>(null);
  useEffect(() => {
    if (latestUnsent) setUnsentShown(latestUnsent.unsent);
  }, [latestUnsent]);
  useEffect(() => {
    if (fromServer) setUnsentShown(null);
  }, [fromServer]);
  return unsentShown ?? fromServer;
}

/**
 * One toast at a time. It is a <details open>: its summary closes it without
 * JavaScript (closed details are hidden by CSS); with JavaScript it also closes
 * itself after 5 seconds.
 */
export function Toast({ toast }: { toast: ToastData | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!toast) return;
    ref.current?.setAttribute('open', '');
    const timer = setTimeout(() => ref.current?.removeAttribute('open'), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  const destructive = toast.type === 'error';
  return (
    <details
      ref={ref}
      open
      className="toast fixed bottom-4 right-4 z-50 w-[min(24rem,calc(100vw-2rem))] [&:not([open])]:hidden"
    >
      <summary
        className={`flex cursor-pointer list-none items-start gap-3 rounded-xl border p-4 shadow-lg ${
          destructive ? 'border-red-800 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900'
        }`}
      >
        <div role={destructive ? 'alert' : 'status'} className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        <span className="text-sm underline" aria-label="Dismiss notification">
          Dismiss
        </span>
      </summary>
    </details>
  );
}
