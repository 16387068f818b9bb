import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList, Field, SelectField, TextareaField } from '~/components/forms';
import { receiveSuggestion, suggestionPage } from '~/modules/suggestion-submission.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { aroundLink } from '~/utils/around-link';
import { metaTranslator, useT } from '~/utils/i18n';
import { seoMeta } from '~/utils/seo';
import { SUGGESTION_HONEYPOT_FIELD, SUGGESTION_LIMITS as L, type SuggestionErrors, type SuggestionField } from '~/utils/suggestion-limits';

/** Anyone may suggest a place, signed in or not, with or without scripts (issue 42, item 1; decision 048). */

export const loader = ({ context }: LoaderFunctionArgs) => suggestionPage(context);

export const headers = passThroughCacheHeaders;

export const action = ({ request, context }: ActionFunctionArgs) => receiveSuggestion(context, request);

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return seoMeta(matches, {
    title: t('addPlace.title'),
    description: t('addPlace.description'),
    path: '/add-a-restaurant',
  });
};

export default function AddRestaurant() {
  const location = useLocation();
  const answer = useActionData<typeof action>();
  const t = useT();
  const [before, after] = aroundLink(t, 'addPlace.already');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('addPlace.title')}</h1>
      <p className="mt-4 text-lg text-stone-800">{t('addPlace.intro')}</p>
      <p className="mt-2 text-stone-700">
        {before}
        <Link to="/advertise" className="text-brand-800 underline">{t('addPlace.forBusinesses')}</Link>
        {after}
      </p>
      {/* A new key after a successful send (a redirect, so no action data) empties the form. */}
      <SuggestionForm key={answer ? 'answered' : location.key} />
    </div>
  );
}

function SuggestionForm() {
  const { cuisines } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values;
  const errors: SuggestionErrors = answer?.errors ?? {};
  const err = (field: SuggestionField) => (errors[field] ? [errors[field]] : undefined);
  const t = useT();
  return (
    <Form method="post" action="/add-a-restaurant" className="card mt-6 space-y-4 p-6" aria-labelledby="suggest-heading">
      <h2 id="suggest-heading" className="text-2xl font-bold text-stone-900">
        {t('addPlace.thePlace')}
      </h2>
      {answer?.formError ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.formError}
        </p>
      ) : null}
      <Field label={t('addPlace.name')} inputProps={{ name: 'name', type: 'text', required: true, maxLength: L.name.max, defaultValue: values?.name }} errors={err('name')} />
      <Field
        label={t('addPlace.address')}
        inputProps={{ name: 'address', type: 'text', required: true, maxLength: L.address.max, defaultValue: values?.address }}
        errors={err('address')}
      />
      <SelectField
        label={t('addPlace.cuisine')}
        selectProps={{ name: 'cuisineId', required: true, defaultValue: values?.cuisineId ?? '' }}
        options={[{ value: '', label: t('addPlace.chooseCuisine') }, ...cuisines]}
        errors={err('cuisineId')}
      />
      <Field label={t('addPlace.phone')} inputProps={{ name: 'phone', type: 'tel', maxLength: L.phone.max, defaultValue: values?.phone }} errors={err('phone')} />
      <Field
        label={t('addPlace.website')}
        inputProps={{ name: 'website', type: 'text', inputMode: 'url', maxLength: L.website.max, defaultValue: values?.website }}
        errors={err('website')}
      />
      <TextareaField
        label={t('addPlace.hours')}
        textareaProps={{ name: 'hours', rows: 3, maxLength: L.hours.max, placeholder: t('addPlace.hoursPlaceholder'), defaultValue: values?.hours }}
        errors={err('hours')}
      />
      <RelationChoice chosen={values?.relation ?? ''} error={errors.relation} />
      <div hidden>
        <label htmlFor="suggest-url">{t('addPlace.honeypot')}</label>
        <input id="suggest-url" name={SUGGESTION_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {t('addPlace.send')}
      </button>
    </Form>
  );
}

/**
 * Owner or diner, chosen on purpose. lynx checks the first radio of a group none of
 * whose radios is checked, so the group starts with a radio hidden from other
 * browsers: lynx sends it, empty, and the answer asks for a choice, instead of
 * sending "I own or work here" for a diner who never touched it.
 */
function RelationChoice({ chosen, error }: { chosen: string; error?: string }) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'relation-error' : undefined}>
      <legend className="mb-1 font-medium text-stone-900">{t('addPlace.youAre')}</legend>
      <label hidden>
        <input type="radio" name="relation" value="" defaultChecked={chosen === ''} />{` ${t('addPlace.notChosen')}`}
      </label>
      {[
        { value: 'owner', label: t('addPlace.owner') },
        { value: 'diner', label: t('addPlace.diner') },
      ].map((option) => (
        <label key={option.value} className="flex min-h-[44px] items-center gap-3 text-stone-900">
          <input type="radio" name="relation" value={option.value} defaultChecked={chosen === option.value} className="h-5 w-5" />
          {option.label}
        </label>
      ))}
      {error ? <ErrorList id="relation-error" errors={[error]} /> : null}
    </fieldset>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.addPlace')} />;
}
