import { Form } from '@remix-run/react';
import type { FollowOffer } from '~/modules/follow-feeds.server';
import { useT } from '~/utils/i18n';

/**
 * "Follow this search" under a listing's filters: a plain POST to the search's own
 * /follow address, which counts the press and lands on the page giving its feed.
 */
export function FollowSearchForm({ offer, className = '' }: { offer: FollowOffer; className?: string }) {
  const t = useT();
  return (
    <Form method="post" action={offer.action} className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      {/* A named field, or a text browser sends the form as a GET. */}
      <input type="hidden" name="intent" value="follow" />
      <button type="submit" className="btn-secondary">
        {t('follow.button')}
      </button>
      <p className="text-sm text-stone-700">{t('follow.buttonHint')}</p>
    </Form>
  );
}
