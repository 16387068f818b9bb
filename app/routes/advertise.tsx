import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { seoMeta } from '~/utils/seo';
import { NO_HYDRATION } from '~/utils/hydration';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ messages: messagesFor(context.locale, 'advertise') }, { headers: publicCache(3600, 86400) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts).
export const handle = NO_HYDRATION;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return seoMeta(matches, { title: t('advertise.title'), description: t('advertise.description'), path: '/advertise' });
};

/**
 * What the guide offers a business, said plainly: only what exists today (issue 42,
 * item 6). Claiming a listing and an owners' page come later and are not promised here.
 */
export default function Advertise() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('advertise.title')}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
        <p>{t('advertise.editorial')}</p>
        <p>{t('advertise.today')}</p>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('advertise.whatYouCanDo')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className="card p-5">
          <h3 className="text-lg font-bold text-stone-900">{t('advertise.suggest')}</h3>
          <p className="mt-2 text-stone-700">{t('advertise.suggestText')}</p>
          <Link to="/add-a-restaurant" className="btn-primary mt-4">
            {t('advertise.add')}
          </Link>
        </li>
        <li className="card p-5">
          <h3 className="text-lg font-bold text-stone-900">{t('advertise.facts')}</h3>
          <p className="mt-2 text-stone-700">{t('advertise.factsText')}</p>
        </li>
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('advertise.talk')}</h2>
      <p className="mt-3 text-lg text-stone-800">{t('advertise.talkText')}</p>
      <Link to="/contact?topic=advertising" className="btn-primary mt-4">
        {t('advertise.contact')}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.advertise')} />;
}
