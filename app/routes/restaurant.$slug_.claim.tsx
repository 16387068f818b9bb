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
import { useLocale } from '~/utils/locale';

/** Claiming a listing (issue 42 item 2, decision 050): private to the claimant, never cached. */

export const loader = ({ params, context }: LoaderFunctionArgs) => claimPage(context, params.slug);

export const action = ({ request, params, context }: ActionFunctionArgs) => claimAction(context, request, params.slug);

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Claim ${data ? data.listing.name : 'a listing'} · Fort Worth Eats` },
  { name: 'robots', content: 'noindex' },
];

type Answer = { formError?: string; codeError?: string; created?: { code: string; phone: string | null } };

export default function ClaimListing() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { listing } = data;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{`Claim ${listing.name}`}</h1>
      {answer?.created ? (
        <CodeOnce code={answer.created.code} phone={answer.created.phone} slug={listing.slug} />
      ) : (
        <>
          <p className="text-lg text-stone-800">
            Owners and managers keep their listing true: hours, special dates and facts change at once, and the page says “Managed by its
            owner”. Reviews, ratings and the editors’ words stay ours.
          </p>
          <p className="text-stone-800">
            We check a claim only through what the listing already has, never by what you tell us:
            {listing.phone ? ` an editor calls ${listing.phone} and asks for your code` : ''}
            {listing.phone && listing.mailDomain ? ', or' : ''}
            {listing.mailDomain ? ` the code is mailed to an address @${listing.mailDomain}` : ''}
            {!listing.phone && !listing.mailDomain ? ' this listing has neither a phone nor a website domain for that' : ''}.
          </p>
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
  return (
    <section className="card space-y-3 p-6" aria-labelledby="code-heading">
      <h2 id="code-heading" className="text-2xl font-bold text-stone-900">
        Your claim is with the editors
      </h2>
      <p className="text-stone-800">Your code (write it down: it is shown only this once):</p>
      <p className="font-mono text-4xl font-bold tracking-widest text-stone-900" aria-label={`Your code: ${code.split('').join(' ')}`}>
        {code}
      </p>
      <p className="text-stone-800">{`An editor will call ${phone} and ask for this code. Keep it with whoever answers that phone.`}</p>
      <p>
        <Link to="/business" className="inline-flex min-h-[44px] items-center text-brand-800 underline">
          Your places and claims
        </Link>{' '}
        ·{' '}
        <Link to={`/restaurant/${slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
          Back to the listing
        </Link>
      </p>
    </section>
  );
}

function ClaimState() {
  const data = useLoaderData<typeof loader>();
  const here = `/restaurant/${data.listing.slug}/claim`;
  if (data.state === 'signed-out') {
    return (
      <section className="card space-y-3 p-6">
        <p className="text-stone-800">Sign in to claim it: the editors see who asks.</p>
        <SignInForm label="Continue with Facebook" redirectTo={here} />
      </section>
    );
  }
  if (data.state === 'owner') {
    return (
      <p className="card p-6 text-stone-800">
        You manage this listing.{' '}
        <Link to={`/business/${data.listing.slug}`} className="text-brand-800 underline">
          Keep it up to date
        </Link>
      </p>
    );
  }
  if (data.state === 'unclaimable') {
    return (
      <p className="card p-6 text-stone-800">
        This listing cannot be claimed online: it has no phone and no website domain to check a claim through.{' '}
        <Link to="/contact" className="text-brand-800 underline">
          Write to the editors
        </Link>{' '}
        and they will help.
      </p>
    );
  }
  if ('claim' in data) return <OpenClaim claim={data.claim} action={here} />;
  return <ClaimForm action={here} />;
}

function OpenClaim({ claim, action }: { claim: { createdAt: string; mailedTo: string | null; confirmed: boolean }; action: string }) {
  const locale = useLocale();
  const answer = useActionData<typeof action>() as Answer | undefined;
  return (
    <section className="card space-y-4 p-6" aria-labelledby="open-heading">
      <h2 id="open-heading" className="text-2xl font-bold text-stone-900">
        Your claim is waiting for the editors
      </h2>
      <p className="text-stone-800">{`Sent ${formatLongDate(claim.createdAt, locale)}.`}</p>
      {claim.mailedTo && !claim.confirmed ? (
        <Form method="post" action={action} className="space-y-2">
          <p className="text-stone-800">{`We mailed a code to ${claim.mailedTo}. Type it here to show it arrived.`}</p>
          <Field
            label="The code from the e-mail"
            inputProps={{ name: 'code', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', required: true, maxLength: 9 }}
            errors={answer?.codeError ? [answer.codeError] : undefined}
          />
          <button type="submit" name="intent" value="confirm" className="btn-primary">
            Confirm the code
          </button>
        </Form>
      ) : (
        <p className="text-stone-800">
          {claim.confirmed ? `Code confirmed by e-mail to ${claim.mailedTo}. An editor will approve it soon.` : 'An editor will call the listing’s phone and ask for your code.'}
        </p>
      )}
      <Form method="post" action={action}>
        <button type="submit" name="intent" value="withdraw" className="btn-secondary">
          Withdraw this claim
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
  const channel = (value: 'phone' | 'email', label: string) => (
    <label className="flex min-h-[44px] items-center gap-3 text-stone-900">
      <input type="radio" name={fields.channel.name} value={value} defaultChecked={(fields.channel.initialValue ?? 'phone') === value} className="h-5 w-5" />
      {label}
    </label>
  );
  return (
    <Form method="post" action={action} className="card space-y-2 p-6" {...getFormProps(form)}>
      <h2 className="text-2xl font-bold text-stone-900">About you</h2>
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <Field label="Your name" inputProps={{ ...getInputProps(fields.claimantName, { type: 'text' }), maxLength: L.name, autoComplete: 'name' }} errors={fields.claimantName.errors} />
      <Field label="Your role at the place" inputProps={{ ...getInputProps(fields.claimantRole, { type: 'text' }), maxLength: L.role, placeholder: 'Owner, General manager…' }} errors={fields.claimantRole.errors} />
      <Field label="A phone to reach you" inputProps={{ ...getInputProps(fields.contactPhone, { type: 'tel' }), maxLength: L.phone, autoComplete: 'tel' }} errors={fields.contactPhone.errors} />
      <Field label="An e-mail to reach you" inputProps={{ ...getInputProps(fields.contactEmail, { type: 'email' }), maxLength: L.email, autoComplete: 'email' }} errors={fields.contactEmail.errors} />
      <p className="text-sm text-stone-700">The editors use these only to talk to you; they never prove a claim.</p>
      {both ? (
        <fieldset>
          <legend className="mb-1 font-medium text-stone-900">How we check</legend>
          {channel('phone', `An editor calls ${listing.phone}`)}
          {channel('email', `Mail the code to an address @${listing.mailDomain}`)}
          <ErrorList errors={fields.channel.errors} />
        </fieldset>
      ) : (
        <input type="hidden" name={fields.channel.name} value={listing.phone ? 'phone' : 'email'} />
      )}
      {listing.mailDomain ? (
        <Field
          label={`Mailbox at ${listing.mailDomain}${both ? ' (for the e-mail)' : ''}: the part before @${listing.mailDomain}`}
          inputProps={{ ...getInputProps(fields.mailbox, { type: 'text' }), maxLength: L.mailbox, autoComplete: 'off', placeholder: 'owner' }}
          errors={fields.mailbox.errors}
        />
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto">
        Send my claim
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Claim a listing" />;
}
