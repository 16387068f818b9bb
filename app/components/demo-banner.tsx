import { useT } from '~/utils/i18n';

/**
 * Shown at the top of every page of a demo deployment (env DEMO_CONTENT): its
 * diners, reviews and listings are samples, and no visitor should take them for
 * real (decision 022).
 */
export function DemoBanner() {
  const t = useT();
  return (
    <aside aria-label={t('layout.demo.label')} className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-stone-900 sm:py-2 sm:text-sm print:hidden">
      <strong>{t('layout.demo.title')}</strong> {t('layout.demo.text')}{' '}
      {/* The space above: lynx and w3m run an aside into the skip link after it ("reales.Ir al contenido"). */}
    </aside>
  );
}
