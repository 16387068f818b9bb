import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Submission } from '@conform-to/react';
import { useEffect, useState } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList, Field, SelectField, TextareaField } from '~/components/forms';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { CONTACT_CONSTRAINT, CONTACT_TOPICS, contactTopicOf, HONEYPOT_FIELD } from '~/utils/contact-limits';
import { contactThanks, parseContact, receiveContactMessage } from '~/modules/contact-submission.server';
import { publicCache, redirectWithToast, toastWithAnswer } from '~/modules/http.server';
import { clientKey, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { seoMeta } from '~/utils/seo';

const CONTACT_EMAIL = 'hello@fortwortheats.example';

/** `?topic=advertising` (the page for businesses) preselects the topic, with or without scripts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const topic = contactTopicOf(new URL(request.url).searchParams.get('topic'));
  return json({ topic, messages: messagesFor(context.locale, 'contact') }, { headers: publicCache(3600, 86400) });
}

export const headers = passThroughCacheHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const t = translator(context.locale);
  const formData = await request.formData();
  const submission = parseContact(formData, t);
  const failure = (init: number | ResponseInit, formErrors?: string[]) =>
    json({ result: submission.reply(formErrors ? { formErrors } : undefined) }, init);

  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request)))) {
    toastWithAnswer(context, {
      type: 'error',
      title: t('contact.failed'),
      description: t('contact.tooMany'),
    });
    return failure(tooManyRequests());
  }
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') {
    // Kept in the desk's junk view, where an editor can rescue a person whose browser filled
    // the hidden field; the sender's answer is the same as before, stored or not.
    if (submission.status === 'success') {
      await receiveContactMessage(context, submission.value, { honeypot: true }).catch((error) =>
        console.error('Storing a contact message failed', error),
      );
    }
    return failure(400, [t('contact.notSent')]);
  }
  if (submission.status !== 'success') return failure(400);

  let stored;
  try {
    stored = await receiveContactMessage(context, submission.value);
  } catch (error) {
    console.error('Storing a contact message failed', error);
    toastWithAnswer(context, {
      type: 'error',
      title: t('contact.failed'),
      description: t('contact.sendError'),
    });
    return failure(503);
  }
  return redirectWithToast(context, '/contact', {
    type: 'success',
    title: t('contact.sent'),
    description: contactThanks(t, stored.heldReason !== null),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return seoMeta(matches, {
    title: t('contact.title'),
    description: t('contact.description'),
    path: '/contact',
  });
};

const TOPICS = ['contact.loves.gems', 'contact.loves.dateNight', 'contact.loves.openings', 'contact.loves.events', 'contact.loves.feedback'] as const;

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('contact.title')}</h1>
      <div className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2">
        {/* A new key after a successful send (a redirect, so no action data) empties the form. */}
        <ContactForm key={actionData ? 'answered' : location.key} />
        <aside aria-labelledby="get-in-touch" className="space-y-6">
          <h2 id="get-in-touch" className="text-2xl font-bold text-stone-900">
            {t('contact.getInTouch')}
          </h2>
          <p className="text-stone-800">{t('contact.intro')}</p>
          <dl className="space-y-4">
            <div>
              <dt className="font-semibold text-stone-900">{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-900">{t('contact.location')}</dt>
              <dd className="text-stone-800">Fort Worth, Texas</dd>
            </div>
          </dl>
          <div>
            <h3 className="font-semibold text-stone-900">{t('contact.lovesTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800">
              {TOPICS.map((topic) => (
                <li key={topic}>{t(topic)}</li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

function ContactForm() {
  const actionData = useActionData<typeof action>();
  const { topic } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT();
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formAction === '/contact';
  // The same zod schema as the server validates in the browser too, loaded once
  // the page is up so it never delays the first paint on a slow phone.
  const [validate, setValidate] = useState<((formData: FormData, t: Translate) => Submission<Record<string, unknown>>) | null>(null);
  useEffect(() => {
    import('~/utils/contact-schema').then(({ parseContact: parse }) => setValidate(() => parse)).catch(() => {});
  }, []);
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: actionData?.result,
    constraint: CONTACT_CONSTRAINT,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { topic, name: '', email: '', message: '' },
    onValidate: validate ? ({ formData }) => validate(formData, t) : undefined,
  });

  return (
    <section aria-labelledby="send-message" className="card p-6">
      <h2 id="send-message" className="text-2xl font-bold text-stone-900">
        {t('contact.sendUs')}
      </h2>
      <Form method="post" action="/contact" className="mt-4" {...getFormProps(form)}>
        <fieldset disabled={sending} className="space-y-2">
          <legend className="sr-only">{t('contact.yourMessage')}</legend>
          <SelectField
            label={t('contact.topic')}
            selectProps={getSelectProps(fields.topic)}
            options={CONTACT_TOPICS.map(({ value }) => ({ value, label: t(`contact.topic.${value}`) }))}
            errors={fields.topic.errors}
          />
          <Field
            label={t('contact.name')}
            inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
            errors={fields.name.errors}
          />
          <Field
            label={t('contact.emailAddress')}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
          />
          <TextareaField label={t('contact.message')} textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }} errors={fields.message.errors} />
          <div hidden>
            <label htmlFor="contact-website">{t('contact.honeypot')}</label>
            <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div id={form.errorId} role="alert" className="min-h-[1.5rem]">
            <ErrorList errors={form.errors} />
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {sending ? t('contact.sending') : t('contact.send')}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.contact')} />;
}
