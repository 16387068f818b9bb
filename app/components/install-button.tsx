import { useState, useSyncExternalStore } from 'react';

/**
 * The spec's install button: hidden until the browser offers installation
 * (`beforeinstallprompt`), shown then, and hidden again once the diner has
 * answered the browser's prompt (or installed the app another way).
 */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

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
  const [asking, setAsking] = useState(false);
  if (!current) return null;

  async function install() {
    if (!current) return;
    setAsking(true);
    try {
      await current.prompt();
      await current.userChoice;
    } catch (error) {
      // An offer can be used once; a stale one is simply dropped.
      console.error('Install prompt failed', error);
    } finally {
      setAsking(false);
      setOffer(null);
    }
  }

  return (
    <button
      type="button"
      onClick={install}
      disabled={asking}
      aria-label="Install app"
      className="btn-secondary whitespace-nowrap px-3"
    >
      <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </svg>
      {/* Icon only on narrow screens; the button keeps its name there. */}
      <span className="hidden sm:inline">Install app</span>
    </button>
  );
}
