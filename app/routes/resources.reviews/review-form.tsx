import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { SerializeFrom } from '@remix-run/cloudflare';
import { useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react';
import { useState } from 'react';
import type { OwnReview } from '~/models/reviews.server';
import type { loader as rootLoader } from '~/root';
import type { ReviewAnswer } from './review-schema';
import { ErrorList, TextareaField } from '~/components/forms';
import { StarIcon } from '~/components/icons';
import { useT } from '~/utils/i18n';

type ReviewFormProps = {
  restaurantId: number;
  restaurantName: string;
  myReview: SerializeFrom<OwnReview> | null;
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo?: string;
};

/**
 * Write or edit the diner's review, and delete it. Posts through a fetcher to
 * /resources/reviews?restaurantId=N (a plain POST without JavaScript); the
 * redirect afterwards revalidates the page's loaders, so the list, the rating
 * and the review count show the change at once.
 */
export default function ReviewForm(props: ReviewFormProps) {
  // A saved or deleted review starts a fresh form with the stored values.
  return <ReviewFormFields key={props.myReview?.updatedAt ?? 'new'} {...props} />;
}

function ReviewFormFields({ restaurantId, restaurantName, myReview, lastResult, redirectTo }: ReviewFormProps) {
  const t = useT();
  const location = useLocation();
  const saver = useFetcher<ReviewAnswer>({ key: `review-${restaurantId}` });
  const deleter = useFetcher<ReviewAnswer>({ key: `review-delete-${restaurantId}` });
  const formAction = `/resources/reviews?restaurantId=${restaurantId}`;
  const back = redirectTo ?? location.pathname + location.search;
  const saving = saver.state !== 'idle';
  const deleting = deleter.state !== 'idle';
  // Fetchers keep their last answer across the redirect: only answers that
  // arrive while this form is mounted are its results.
  const [seen] = useState(() => ({ save: saver.data, remove: deleter.data }));
  const fresh = deleter.data !== seen.remove ? deleter.data : saver.data !== seen.save ? saver.data : undefined;

  // What the diner typed before their session ended comes back after sign-in.
  const draft = useRouteLoaderData<typeof rootLoader>('root')?.reviewDraft;
  const [form, fields] = useForm({
    id: `review-form-${restaurantId}`,
    lastResult: saving ? undefined : (fresh?.result ?? lastResult),
    defaultValue:
      draft?.restaurantId === restaurantId
        ? { rating: draft.rating, content: draft.content }
        : myReview
          ? { rating: String(myReview.rating), content: myReview.content }
          : undefined,
    // Validated by the server only (same messages with or without JavaScript): keeping zod
    // out of the restaurant page's bundle matters more here than instant checks.
  });

  return (
    <div>
      <h3 className="text-lg font-bold">{myReview ? t('reviews.form.edit') : t('reviews.form.write', { name: restaurantName })}</h3>
      <saver.Form method="post" action={formAction} preventScrollReset className="mt-3 space-y-2" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="intent" value="save" />
        <StarRadios
          name={fields.rating.name}
          defaultValue={fields.rating.initialValue as string | undefined}
          errorId={fields.rating.errorId}
          errors={fields.rating.errors}
        />
        <TextareaField
          label={t('reviews.form.yourReview')}
          textareaProps={{
            ...getTextareaProps(fields.content),
            rows: 5,
            'aria-required': true,
            placeholder: t('reviews.form.placeholder'),
          }}
          errors={fields.content.errors}
        />
        <div id={form.errorId} role="alert" className="min-h-[1.5rem]">
          <ErrorList errors={form.errors} />
        </div>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t('reviews.form.saving') : myReview ? t('reviews.form.update') : t('reviews.form.post')}
        </button>
      </saver.Form>
      {myReview ? (
        <deleter.Form method="post" action={formAction} preventScrollReset className="mt-3">
          <input type="hidden" name="redirectTo" value={back} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn-secondary" disabled={deleting}>
            {deleting ? t('reviews.form.deleting') : t('reviews.form.delete')}
          </button>
        </deleter.Form>
      ) : null}
    </div>
  );
}

/**
 * Five radio buttons drawn as stars. The stars up to the chosen one fill in
 * through CSS :has(), so it works the same with and without JavaScript.
 */
function StarRadios({
  name,
  defaultValue,
  errorId,
  errors,
}: {
  name: string;
  defaultValue: string | undefined;
  errorId: string;
  errors: string[] | undefined;
}) {
  const invalid = Boolean(errors?.length);
  const t = useT();
  return (
    // The group, not each radio, carries required and invalid: ARIA gives radios neither.
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={[
        '[&:has(input[value="1"]:checked)_label:nth-of-type(-n+1)]:text-amber-500',
        '[&:has(input[value="2"]:checked)_label:nth-of-type(-n+2)]:text-amber-500',
        '[&:has(input[value="3"]:checked)_label:nth-of-type(-n+3)]:text-amber-500',
        '[&:has(input[value="4"]:checked)_label:nth-of-type(-n+4)]:text-amber-500',
        '[&:has(input[value="5"]:checked)_label:nth-of-type(-n+5)]:text-amber-500',
      ].join(' ')}
    >
      <legend className="mb-1 font-medium text-stone-900">{t('reviews.form.yourRating')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-stone-400 hover:bg-stone-100 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === String(value)}
              className="sr-only"
            />
            <StarIcon filled className="h-8 w-8" />
            <span className="sr-only">{t('reviews.form.stars', { count: value })}</span>
          </label>
        ))}
        {/*
         * Checked until the diner picks a star. A browser that checks the first radio of a
         * group with none checked (lynx) would otherwise post 1 star unasked; posted empty,
         * the form says to choose. Last, so the stars stay the group's first labels; hidden where CSS is.
         */}
        <label hidden>
          <input type="radio" name={name} value="" defaultChecked={!defaultValue} /> {t('reviews.form.noRating')}
        </label>
      </div>
      <div className="min-h-[1.5rem] pt-1">
        <ErrorList id={errorId} errors={errors} />
      </div>
    </fieldset>
  );
}
