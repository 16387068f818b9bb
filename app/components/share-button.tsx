import { useHydrated } from '~/utils/hydration';
import { useT } from '~/utils/i18n';

/**
 * Share a page. Without JavaScript it is an e-mail link; with the Web Share API
 * it opens the phone's share sheet instead.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const t = useT();
  if (hydrated && 'share' in navigator) {
    return (
      <button type="button" className="btn-secondary w-full" onClick={() => navigator.share({ title, url }).catch(() => {})}>
        {t('restaurant.share')}
      </button>
    );
  }
  return (
    <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`} className="btn-secondary w-full">
      {t('restaurant.shareByEmail')}
    </a>
  );
}
