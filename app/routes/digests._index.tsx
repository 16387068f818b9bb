import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { SignInForm } from '~/components/account-menu';
import { DigestForm, type DigestTarget } from '~/components/digest-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { digestsOf, requestDigest, setOwnFrequency, unsubscribeOwn } from '~/models/digest-subscriptions.server';
import { getOptionalUser, requireUser } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast, toastWithAnswer } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { confirmationMessage, digestMime, pagePath } from '~/utils/digest-message';
import { DIGEST_FREQUENCIES, parseDigestRequest } from '~/utils/digest-schema';
import { readFollowedSearch } from '~/utils/followed-search';
import { describeFollowedSearch } from '~/utils/follow-words';
import { metaTranslator, useT } from '~/utils/i18n';

/**
 * A signed-in diner's e-mailed digests (issue 44): every one they asked for, with how
 * often it comes and a way to stop it, and the form for their own places. The digest
 * form of any page posts here. Nothing is offered when outgoing mail is not set up.
 */

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context);
  const messages = messagesFor(context.locale, 'digests');
  const offered = context.digestMail !== null;
  if (!user) return json({ signedIn: false as const, offered, digests: [], email: null, messages }, { headers: PRIVATE_PAGE });
  const t = translator(context.locale);
  const digests = (await digestsOf(context.db, user.id)).map((d) => ({
    ...d,
    what: d.query === null ? t('digests.what.placesLong') : describeFollowedSearch(readFollowedSearch(new URLSearchParams(d.query)), t),
  }));
  return json({ signedIn: true as const, offered, digests, email: user.email, messages }, { headers: PRIVATE_PAGE });
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

const OwnDigest = z.object({
  intent: z.enum(['frequency', 'unsubscribe']),
  id: z.coerce.number().int().positive(),
  frequency: z.enum(DIGEST_FREQUENCIES).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const t = translator(context.locale);
  const user = await requireUser(context, { redirectTo: '/digests', toast: { type: 'error', title: t('digests.signIn') } });
  const formData = await request.formData();
  if (formData.get('intent') !== 'subscribe') return changeOwn(context, user.id, formData);

  const submission = parseDigestRequest(formData, t);
  const target: DigestTarget = formData.get('places') === '1' ? { places: true } : { query: String(formData.get('query') ?? '') };
  const failure = (init: number | ResponseInit, formErrors?: string[]) =>
    json({ result: submission.reply(formErrors ? { formErrors } : undefined) as SubmissionResult<string[]>, target }, init);
  const mail = context.digestMail;
  if (!mail) return failure(404, [t('digests.error.mail')]);
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) return failure(tooManyRequests(), [rateLimitedMessage(t)]);
  if (submission.status !== 'success') return failure({ status: 400, headers: PRIVATE_PAGE });

  const { email, frequency, query } = submission.value;
  const asked = await requestDigest(context.db, { userId: user.id, query: query ?? null, email, frequency, locale: context.locale });
  if (!asked.needsConfirming) {
    return redirectWithToast(context, '/digests', { type: 'success', title: t('digests.updated', { frequency }) });
  }
  const link = (path: string) => `${context.origin}${pagePath(context.locale, path)}`;
  const unsubscribeUrl = link(`/digests/unsubscribe/${asked.unsubscribeToken}`);
  const what = query === undefined ? t('digests.what.places') : describeFollowedSearch(readFollowedSearch(new URLSearchParams(query)), t);
  const message = confirmationMessage({
    locale: context.locale,
    t,
    what,
    frequency,
    confirmUrl: link(`/digests/confirm/${asked.confirmToken}`),
    unsubscribeUrl,
    manageUrl: link('/digests'),
  });
  try {
    await mail.send(email, digestMime({ from: mail.from, to: email, messageId: `digest-confirm-${crypto.randomUUID()}`, mail: message, unsubscribeUrl }));
  } catch (error) {
    console.error('Sending a digest confirmation failed', error instanceof Error ? error.message : error);
    return failure({ status: 503, headers: PRIVATE_PAGE }, [t('digests.error.mail')]);
  }
  return redirectWithToast(context, '/digests', { type: 'success', title: t('digests.sent.title'), description: t('digests.sent.description', { email }) });
}

/** Changing how often one of the diner's digests comes, or stopping it. */
async function changeOwn(context: ActionFunctionArgs['context'], userId: number, formData: FormData) {
  const t = translator(context.locale);
  const parsed = OwnDigest.safeParse(Object.fromEntries(formData));
  if (!parsed.success || (parsed.data.intent === 'frequency' && !parsed.data.frequency)) {
    toastWithAnswer(context, { type: 'error', title: t('digests.error.frequency') });
    return json({ result: null, target: null }, { status: 400, headers: PRIVATE_PAGE });
  }
  const { intent, id, frequency } = parsed.data;
  const done = intent === 'unsubscribe' ? await unsubscribeOwn(context.db, userId, id) : await setOwnFrequency(context.db, userId, id, frequency!);
  if (!done) throw new Response('Not Found', { status: 404, headers: PRIVATE_PAGE });
  return redirectWithToast(context, '/digests', {
    type: 'success',
    title: intent === 'unsubscribe' ? t('digests.stopped') : t('digests.updated', { frequency }),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t('digests.title')} | Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];
};

export default function Digests() {
  const { signedIn, offered, digests, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const failedSearch = answer?.target && 'query' in answer.target ? answer.target : null;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('digests.title')}</h1>
        <p className="mt-2 text-stone-800">{t('digests.intro')}</p>
      </div>
      {!signedIn ? (
        <div className="space-y-3">
          <p>{t('digests.signIn')}</p>
          <SignInForm />
        </div>
      ) : (
        <>
          <section aria-labelledby="your-digests">
            <h2 id="your-digests" className="text-xl font-bold text-stone-900">
              {t('digests.yours')}
            </h2>
            {digests.length ? (
              <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
                {digests.map((digest) => (
                  <li key={digest.id} className="space-y-2 px-4 py-3">
                    <p className="font-semibold text-stone-900">{digest.what}</p>
                    <p className="text-sm text-stone-700">
                      {digest.status === 'active'
                        ? t('digests.status.active', { frequency: digest.frequency, email: digest.email })
                        : digest.status === 'pending'
                        ? t('digests.status.pending', { email: digest.email })
                        : t('digests.status.unsubscribed')}
                    </p>
                    {digest.status !== 'unsubscribed' ? (
                      <div className="flex flex-wrap items-end gap-3">
                        <Form method="post" className="flex items-end gap-2">
                          <input type="hidden" name="intent" value="frequency" />
                          <input type="hidden" name="id" value={digest.id} />
                          <label className="text-sm">
                            <span className="block font-medium">{t('digests.frequency')}</span>
                            <select name="frequency" defaultValue={digest.frequency} className="field-input">
                              {DIGEST_FREQUENCIES.map((value) => (
                                <option key={value} value={value}>
                                  {t(`digests.frequency.${value}`)}
                                </option>
                              ))}
                            </select>
                          </label>{' '}
                          <button type="submit" className="btn-secondary">
                            {t('digests.changeFrequency')}
                          </button>
                        </Form>{' '}
                        <Form method="post">
                          <input type="hidden" name="intent" value="unsubscribe" />
                          <input type="hidden" name="id" value={digest.id} />
                          <button type="submit" className="btn-secondary">
                            {t('digests.stop')}
                          </button>
                        </Form>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-stone-700">{t('digests.none')}</p>
            )}
          </section>
          {offered ? (
            <>
              {failedSearch ? <DigestForm target={failedSearch} email={email} lastResult={answer?.result} /> : null}
              <DigestForm target={{ places: true }} email={email} lastResult={answer?.target && 'places' in answer.target ? answer.result : null} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
