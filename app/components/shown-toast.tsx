import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ToastData } from '~/modules/session.server';
import { useT } from '~/utils/i18n';
import { latestUnsentToast, subscribeToUnsent } from './toast';

/** The toast to show: the server's, unless a submission failed to reach it since. */
export function useShownToast(fromServer: ToastData | null): ToastData | null {
  const latest = useSyncExternalStore(subscribeToUnsent, latestUnsentToast, () => null);
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
  const t = useT();
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
          {/* A space for lynx and w3m, which draw no blocks: "Reseña publicada ¡Gracias…", not run together. */}
          {toast.description ? <> <span className="mt-1 block text-sm">{toast.description}</span></> : null}
        </span>{' '}
        {/* The space keeps "Dismiss" a word of its own where no style draws the spans apart (lynx, w3m). */}
        <span className="text-sm underline">{t('layout.toast.dismiss')}</span>
      </summary>
    </details>
  );
}
