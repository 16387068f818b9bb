import { lazy, Suspense, type ComponentProps } from 'react';
import { useT } from '~/utils/i18n';
import { BeenDetailsFormOnServer } from './been-details-form.server';

const BeenDetailsForm = typeof document === 'undefined' ? BeenDetailsFormOnServer : lazy(() => import('./been-details-form'));

/** Been's day and note as the restaurant page shows it, its code loaded only when it shows. */
export function LazyBeenDetailsForm(props: ComponentProps<typeof BeenDetailsFormOnServer>) {
  const t = useT();
  return (
    <Suspense fallback={<p className="text-stone-700">{t('been.loading')}</p>}>
      <BeenDetailsForm {...props} />
    </Suspense>
  );
}
