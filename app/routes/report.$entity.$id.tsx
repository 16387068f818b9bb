import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList } from '~/components/forms';
import { createReport, reportTarget, type ReportEntity } from '~/models/reports.server';
import { useT } from '~/utils/i18n';
import { REPORT_REASON_KEYS, reportReasonLabel } from '~/utils/report-reasons';
import { messagesFor } from '~/modules/messages.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

const MAX_NOTE_LENGTH = 500;
const ENTITY_NAMES: Record<ReportEntity, string> = { review: 'a review', photo: 'a photo', 'owner-reply': "the owner's reply" };

/** The reported item and the signed-in diner; anonymous diners sign in and come back here. */
async function reportContext({ request, params, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context);
  if (!user) {
    throw redirect(`/auth/facebook?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`, { headers: PRIVATE_PAGE });
  }
  const entity: ReportEntity = params.entity === 'review' || params.entity === 'photo' || params.entity === 'owner-reply' ? params.entity : notFound();
  const entityId = routeParam(params.id, 'id');
  const target = await reportTarget(context.db, entity, entityId);
  if (!target) notFound();
  return { user, entity, entityId, target };
}

export async function loader(args: LoaderFunctionArgs) {
  const { entity, target } = await reportContext(args);
  return json({ entity, target: { author: target.author, text: target.text, restaurantName: target.restaurantName, restaurantSlug: target.restaurantSlug }, messages: messagesFor(args.context.locale, 'reports') }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const ReportSchema = z.object({
  reason: z.enum(REPORT_REASON_KEYS, { errorMap: () => ({ message: 'Choose what is wrong with it.' }) }),
  note: z.string().trim().max(MAX_NOTE_LENGTH, `Please keep it under ${MAX_NOTE_LENGTH} characters.`).default(''),
});

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { user, entity, entityId, target } = await reportContext(args);
  const fields = Object.fromEntries(await request.formData());
  const values = { reason: String(fields.reason ?? ''), note: String(fields.note ?? '') };
  if (!(await withinRateLimit(context, 'REPORT_RATE_LIMITER', clientKey(request, user.id)))) {
    return json({ errors: { form: RATE_LIMITED_MESSAGE } as Record<string, string>, values }, tooManyRequests(PRIVATE_PAGE));
  }
  if (target.authorId === user.id) {
    return json({ errors: { form: 'This is yours: you can edit or delete it instead.' } as Record<string, string>, values }, { status: 400, headers: PRIVATE_PAGE });
  }
  const parsed = ReportSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return json({ errors, values }, { status: 400, headers: PRIVATE_PAGE });
  }
  await createReport(context.db, { entity, entityId, reporterId: user.id, ...parsed.data });
  return redirectWithToast(context, `/restaurant/${target.restaurantSlug}`, {
    type: 'success',
    title: 'Thanks for telling us',
    description: 'An editor will look at it. We never remove a review for being negative.',
  });
}

export const meta: MetaFunction = () => [{ title: 'Report a problem · Fort Worth Eats' }, { name: 'robots', content: 'noindex' }];

export default function ReportItem() {
  const t = useT();
  const { entity, target } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.errors ?? {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={`/restaurant/${target.restaurantSlug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        Back to {target.restaurantName}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Report {ENTITY_NAMES[entity]}</h1>
      <p className="mt-2 text-stone-800">
        {entity === 'owner-reply' ? `The reply from the owner of ${target.restaurantName}:` : `${entity === 'review' ? 'Review' : 'Photo'} by ${target.author} of ${target.restaurantName}:`}
      </p>
      <blockquote className="mt-2 border-l-4 border-stone-300 pl-3 text-stone-800">{target.text}</blockquote>
      <p className="mt-4 text-sm text-stone-700">
        Editors hide what breaks these rules. They never hide an honest opinion because it is negative.
      </p>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="card mt-4 space-y-4 p-5">
        <fieldset aria-describedby={errors.reason ? 'reason-error' : undefined}>
          <legend className="font-medium text-stone-900">What is wrong with it?</legend>
          {REPORT_REASON_KEYS.map((key) => (
            <label key={key} className="flex min-h-[44px] items-center gap-2 text-stone-900">
              <input type="radio" name="reason" value={key} required defaultChecked={answer?.values.reason === key} />
              {reportReasonLabel(key, t)}
            </label>
          ))}
          <ErrorList id="reason-error" errors={[errors.reason]} />
        </fieldset>
        <div>
          <label htmlFor="note" className="mb-1 block font-medium text-stone-900">
            Anything the editors should know (optional)
          </label>
          <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} defaultValue={answer?.values.note ?? ''} className="field-input" />
          <ErrorList id="note-error" errors={[errors.note]} />
        </div>
        <button type="submit" className="btn-primary w-full">
          Send report
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
