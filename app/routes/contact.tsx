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
import { seoMeta } from '~/utils/seo';

const CONTACT_EMAIL = 'hello@fortwortheats.example';
const FAILED = 'Failed to send message';

/** `?topic=advertising` (the page for businesses) preselects the topic, with or without scripts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const topic = contactTopicOf(new URL(request.url).searchParams.get('topic'));
  return json({ topic }, { headers: publicCache(3600, 86400) });
}

export const headers = passThroughCacheHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseContact(formData);
  const failure = (init: number | ResponseInit, formErrors?: string[]) =>
    json({ result: submission.reply(formErrors ? { formErrors } : undefined) }, init);

  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request)))) {
    toastWithAnswer(context, {
      type: 'error',
      title: FAILED,
      description: 'Too many messages from your connection. Please wait a minute and try again.',
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
    return failure(400, ['Your message could not be sent.']);
  }
  if (submission.status !== 'success') return failure(400);

  let stored;
  try {
    stored = await receiveContactMessage(context, submission.value);
  } catch (error) {
    console.error('Storing a contact message failed', error);
    toastWithAnswer(context, {
      type: 'error',
      title: FAILED,
      description: 'There was an error sending your message. Please try again.',
    });
    return failure(503);
  }
  return redirectWithToast(context, '/contact', {
    type: 'success',
    title: 'Message sent successfully!',
    description: contactThanks(stored.heldReason !== null),
  });
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Contact Us',
    description:
      'Tell Fort Worth Eats about a hidden gem, ask for a date-night pick, share a new opening or get your restaurant listed.',
    path: '/contact',
  });

const TOPICS = [
  'Hidden gem restaurants',
  'Date night recommendations',
  'New openings',
  'Food events and festivals',
  'Website suggestions and feedback',
];

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Contact Us</h1>
      <div className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2">
        {/* A new key after a successful send (a redirect, so no action data) empties the form. */}
        <ContactForm key={actionData ? 'answered' : location.key} />
        <aside aria-labelledby="get-in-touch" className="space-y-6">
          <h2 id="get-in-touch" className="text-2xl font-bold text-stone-900">
            Get in touch
          </h2>
          <p className="text-stone-800">
            We read every message. Business owners: tell us about your restaurant and we will get you listed in our directory.
          </p>
          <dl className="space-y-4">
            <div>
              <dt className="font-semibold text-stone-900">Email</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-900">Location</dt>
              <dd className="text-stone-800">Fort Worth, Texas</dd>
            </div>
          </dl>
          <div>
            <h3 className="font-semibold text-stone-900">We love to hear about</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800">
              {TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
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
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formAction === '/contact';
  // The same zod schema as the server validates in the browser too, loaded once
  // the page is up so it never delays the first paint on a slow phone.
  const [validate, setValidate] = useState<((formData: FormData) => Submission<Record<string, unknown>>) | null>(null);
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
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  return (
    <section aria-labelledby="send-message" className="card p-6">
      <h2 id="send-message" className="text-2xl font-bold text-stone-900">
        Send us a message
      </h2>
      <Form method="post" action="/contact" className="mt-4" {...getFormProps(form)}>
        <fieldset disabled={sending} className="space-y-2">
          <legend className="sr-only">Your message</legend>
          <SelectField
            label="Topic"
            selectProps={getSelectProps(fields.topic)}
            options={CONTACT_TOPICS}
            errors={fields.topic.errors}
          />
          <Field
            label="Name"
            inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
            errors={fields.name.errors}
          />
          <Field
            label="Email Address"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
          />
          <TextareaField label="Message" textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }} errors={fields.message.errors} />
          <div hidden>
            <label htmlFor="contact-website">Leave this field empty</label>
            <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div id={form.errorId} role="alert" className="min-h-[1.5rem]">
            <ErrorList errors={form.errors} />
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Contact Us" />;
}
