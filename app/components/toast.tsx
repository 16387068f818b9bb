import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import type { ToastData } from '~/modules/session.server';

/*
 * Toasts come from the server, through the flash cookie the root loader reads
 * (app/modules/session.server.ts), and the root renders the one <Toast>. The
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

function subscribeToUnsent(listener: () => void) {
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

/** The toast to show: the server's, unless a submission failed to reach it since. */
export function useShownToast(fromServer: ToastData | null): ToastData | null {
  const latest = useSyncExternalStore(subscribeToUnsent, () => latestUnsent, () => null);
  const [unsentShown, setUnsentShown] = useState<ToastData | null>(fromServer ? null : latest);
  // Follow whichever changed last, during render (React's way to adjust state to new values).
  const [seen, setSeen] = useState({ latest, fromServer });
  if (seen.latest !== latest || seen.fromServer !== fromServer) {
    setSeen({ latest, fromServer });
    if (fromServer && fromServer !== seen.fromServer) setUnsentShown(null);
    else if (latest && latest !== seen.latest) setUnsentShown(latest);
  }
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
        {/* A summary holds phrasing content only: spans drawn as blocks, not a div and paragraphs. */}
        <span role={destructive ? 'alert' : 'status'} className="block flex-1">
          <span className="block font-semibold">{toast.title}</span>
          {toast.description ? <span className="mt-1 block text-sm">{toast.description}</span> : null}
        </span>{' '}
        {/* The space keeps "Dismiss" a word of its own where no style draws the spans apart (lynx, w3m). */}
        <span className="text-sm underline">Dismiss</span>
      </summary>
    </details>
  );
}
