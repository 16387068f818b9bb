import { useEffect, useRef } from 'react';
import type { ToastData } from '~/modules/session.server';

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
