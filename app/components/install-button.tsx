import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The spec's install button: hidden until the browser offers installation
 * (`beforeinstallprompt`), shown then, and hidden again once the diner has
 * answered the browser's prompt (or installed the app another way). Only the
 * listening is in the page's first scripts; the button comes with the offer.
 */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

const InstallOffer = lazy(() => import('./install-offer'));

// The offer can come before React hydrates: listen as soon as this module loads in the browser.
let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setOffer = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((notify) => notify());
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the header's button makes the offer.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function InstallButton() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer offer={current} spent={() => setOffer(null)} />
    </Suspense>
  );
}
