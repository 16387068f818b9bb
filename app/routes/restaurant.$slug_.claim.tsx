import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList, Field } from '~/components/forms';
import { claimAction, claimPage } from '~/modules/listing-claim.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { CLAIM_LIMITS as L, type ClaimFields } from '~/utils/claim-limits';
import { formatLongDate } from '~/utils/format';
import { metaTranslator, useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';

/** Claiming a listing (issue 42 item 2, decision 050): private to the claimant, never cached. */

export const loader = ({ params, context }: LoaderFunctionArgs) => claimPage(context, params.slug);

export const action = ({ request, params, context }: ActionFunctionArgs) => claimAction(context, request, params.slug);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  // An error page's data carries no words but the layout's.
  { title: `${data ? metaTranslator(matches)('claim.title', { name: data.listing.name }) : metaTranslator(matches)('layout.error.screen.claimListing')} · Fort Worth Eats` },
  { name: 'robots', content: 'noindex' },
];

type Answer = { formError?: string; codeError?: string; created?: { code: string; phone: string | null } };

export default function ClaimListing() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { listing } = data;
  const t = useT();
  const ways = listing.phone && listing.mailDomain ? 'both' : listing.phone ? 'phone' : listing.mailDomain ? 'email' : 'none';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('claim.title', { name: listing.name })}</h1>
      {answer?.created ? (
        <CodeOnce code={answer.created.code} phone={answer.created.phone} slug={listing.slug} />
      ) : (
        <>
          <p className="text-lg text-stone-800">{t('claim.intro')}</p>
          <p className="text-stone-800">{t('claim.howWeCheck', { ways, phone: listing.phone, domain: listing.mailDomain })}</p>
          {answer?.formError ? (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
              {answer.formError}
            </p>
          ) : null}
          <ClaimState />
        </>
      )}
    </div>
  );
}

function CodeOnce({ code, phone, slug }: { code: string; phone: string | null; slug: string }) {
  const t = useT();
  return (
    <section className="card space-y-3 p-6" aria-labelledby="code-heading">
      <h2 id="code-heading" className="text-2xl font-bold text-stone-900">
        {t('claim.withEditors')}
      </h2>
      <p className="text-stone-800">{t('claim.yourCode')}</p>
      <p className="font-mono text-4xl font-bold tracking-widest text-stone-900" aria-label={t('claim.yourCodeSpelled', { digits: code.split('').join(' ') })}>
        {code}
      </p>
      <p className="text-stone-800">{t('claim.editorWillCall', { phone })}</p>
      <p>
        <Link to="/business" className="inline-flex min-h-[44px] items-center text-brand-800 underline">
          {t('claim.yourPlaces')}
        </Link>{' '}
        ·{' '}
        <Link to={`/restaurant/${slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
          {t('claim.backToListing')}
        </Link>
      </p>
    </section>
  );
}

function ClaimState() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const here = `/restaurant/${data.listing.slug}/claim`;
  if (data.state === 'signed-out') {
    return (
      <section className="card space-y-3 p-6">
        <p className="text-stone-800">{t('claim.signInFirst')}</p>
        <SignInForm label={t('claim.signIn')} redirectTo={here} />
      </section>
    );
  }
  if (data.state === 'owner') {
    return (
      <p className="card p-6 text-stone-800">
        {t('claim.youManage')}{' '}
        <Link to={`/business/${data.listing.slug}`} className="text-brand-800 underline">
          {t('claim.keepUpToDate')}
        </Link>
      </p>
    );
  }
  if (data.state === 'unclaimable') {
    return (
      <p className="card p-6 text-stone-800">
        {t('claim.unclaimable')}{' '}
        <Link to="/contact" className="text-brand-800 underline">
          {t('claim.writeToEditors')}
        </Link>{' '}
        {t('claim.theyWillHelp')}
      </p>
    );
  }
  if ('claim' in data) return <OpenClaim claim={data.claim} action={here} />;
  return <ClaimForm action={here} />;
}

function OpenClaim({ claim, action }: { claim: { createdAt: string; mailedTo: string | null; confirmed: boolean }; action: string }) {
  const locale = useLocale();
  const t = useT();
  const answer = useActionData<typeof action>() as Answer | undefined;
  return (
    <section className="card space-y-4 p-6" aria-labelledby="open-heading">
      <h2 id="open-heading" className="text-2xl font-bold text-stone-900">
        {t('claim.waiting')}
      </h2>
      <p className="text-stone-800">{t('claim.sentOn', { date: formatLongDate(claim.createdAt, locale) })}</p>
      {claim.mailedTo && !claim.confirmed ? (
        <Form method="post" action={action} className="space-y-2">
          <p className="text-stone-800">{t('claim.mailedCode', { address: claim.mailedTo })}</p>
          <Field
            label={t('claim.codeLabel')}
            inputProps={{ name: 'code', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', required: true, maxLength: 9 }}
            errors={answer?.codeError ? [answer.codeError] : undefined}
          />
          <button type="submit" name="intent" value="confirm" className="btn-primary">
            {t('claim.confirmCode')}
          </button>
        </Form>
      ) : (
        <p className="text-stone-800">
          {claim.confirmed ? t('claim.confirmedByMail', { address: claim.mailedTo }) : t('claim.editorWillCallListing')}
        </p>
      )}
      <Form method="post" action={action}>
        <button type="submit" name="intent" value="withdraw" className="btn-secondary">
          {t('claim.withdraw')}
        </button>
      </Form>
    </section>
  );
}

function ClaimForm({ action }: { action: string }) {
  const { listing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useForm<ClaimFields>({ id: 'claim-form', lastResult: answer?.result, shouldValidate: 'onSubmit', defaultValue: { channel: listing.phone ? 'phone' : 'email' } });
  const both = Boolean(listing.phone && listing.mailDomain);
  const t = useT();
  const channel = (value: 'phone' | 'email', label: string) => (
    <label className="flex min-h-[44px] items-center gap-3 text-stone-900">
      <input type="radio" name={fields.channel.name} value={value} defaultChecked={(fields.channel.initialValue ?? 'phone') === value} className="h-5 w-5" />
      {label}
    </label>
  );
  return (
    <Form method="post" action={action} className="card space-y-2 p-6" {...getFormProps(form)}>
      <h2 className="text-2xl font-bold text-stone-900">{t('claim.aboutYou')}</h2>
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <Field label={t('claim.name')} inputProps={{ ...getInputProps(fields.claimantName, { type: 'text' }), maxLength: L.name, autoComplete: 'name' }} errors={fields.claimantName.errors} />
      <Field label={t('claim.role')} inputProps={{ ...getInputProps(fields.claimantRole, { type: 'text' }), maxLength: L.role, placeholder: t('claim.rolePlaceholder') }} errors={fields.claimantRole.errors} />
      <Field label={t('claim.phone')} inputProps={{ ...getInputProps(fields.contactPhone, { type: 'tel' }), maxLength: L.phone, autoComplete: 'tel' }} errors={fields.contactPhone.errors} />
      <Field label={t('claim.email')} inputProps={{ ...getInputProps(fields.contactEmail, { type: 'email' }), maxLength: L.email, autoComplete: 'email' }} errors={fields.contactEmail.errors} />
      <p className="text-sm text-stone-700">{t('claim.contactNote')}</p>
      {both ? (
        <fieldset>
          <legend className="mb-1 font-medium text-stone-900">{t('claim.howWeCheckLegend')}</legend>
          {channel('phone', t('claim.byPhone', { phone: listing.phone }))}
          {channel('email', t('claim.byMail', { domain: listing.mailDomain }))}
          <ErrorList errors={fields.channel.errors} />
        </fieldset>
      ) : (
        <input type="hidden" name={fields.channel.name} value={listing.phone ? 'phone' : 'email'} />
      )}
      {listing.mailDomain ? (
        <Field
          label={t('claim.mailbox', { both: both ? 'yes' : 'no', domain: listing.mailDomain })}
          inputProps={{ ...getInputProps(fields.mailbox, { type: 'text' }), maxLength: L.mailbox, autoComplete: 'off', placeholder: t('claim.mailboxPlaceholder') }}
          errors={fields.mailbox.errors}
        />
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {t('claim.send')}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.claimListing')} />;
}
