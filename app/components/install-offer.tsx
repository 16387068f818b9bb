import { useState } from 'react';
import { useT } from '~/utils/i18n';
import type { BeforeInstallPromptEvent } from './install-button';

/**
 * The install button itself, loaded only once the browser has made its offer (most
 * visits never see one): it asks the browser's prompt, then the offer is spent.
 */
export default function InstallOffer({ offer, spent }: { offer: BeforeInstallPromptEvent; spent: () => void }) {
  const [asking, setAsking] = useState(false);
  const t = useT();

  async function install() {
    setAsking(true);
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (error) {
      // An offer can be used once; a stale one is simply dropped.
      console.error('Install prompt failed', error);
    } finally {
      setAsking(false);
      spent();
    }
  }

  return (
    <button type="button" onClick={install} disabled={asking} aria-label={t('layout.install')} className="btn-secondary whitespace-nowrap px-3">
      <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </svg>
      {/* Icon only on narrow screens; the button keeps its name there. */}
      <span className="hidden sm:inline">{t('layout.install')}</span>
    </button>
  );
}
