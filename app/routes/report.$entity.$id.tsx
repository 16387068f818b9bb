import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList } from '~/components/forms';
import { createReport, reportTarget, type ReportEntity } from '~/models/reports.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { REPORT_REASON_KEYS, reportReasonLabel } from '~/utils/report-reasons';
import { messagesFor, translator } from '~/modules/messages.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';

const MAX_NOTE_LENGTH = 500;
/** The entity as the messages' select reads it. */
const kindOf = (entity: ReportEntity) => (entity === 'owner-reply' ? 'reply' : entity);

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
  return json({ entity, target: { author: target.author, text: target.text, restaurantName: target.restaurantName, restaurantSlug: target.restaurantSlug }, messages: messagesFor(args.context.locale, 'reports', 'reportItem') }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const reportSchema = (t: Translate) =>
  z.object({
    reason: z.enum(REPORT_REASON_KEYS, { errorMap: () => ({ message: t('reportItem.error.reason') }) }),
    note: z.string().trim().max(MAX_NOTE_LENGTH, t('reportItem.error.noteTooLong', { max: MAX_NOTE_LENGTH })).default(''),
  });

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { user, entity, entityId, target } = await reportContext(args);
  const fields = Object.fromEntries(await request.formData());
  const values = { reason: String(fields.reason ?? ''), note: String(fields.note ?? '') };
  const t = translator(context.locale);
  if (!(await withinRateLimit(context, 'REPORT_RATE_LIMITER', clientKey(request, user.id)))) {
    return json({ errors: { form: rateLimitedMessage(t) } as Record<string, string>, values }, tooManyRequests(PRIVATE_PAGE));
  }
  if (target.authorId === user.id) {
    return json({ errors: { form: t('reportItem.error.yours') } as Record<string, string>, values }, { status: 400, headers: PRIVATE_PAGE });
  }
  const parsed = reportSchema(t).safeParse(fields);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return json({ errors, values }, { status: 400, headers: PRIVATE_PAGE });
  }
  await createReport(context.db, { entity, entityId, reporterId: user.id, ...parsed.data });
  return redirectWithToast(context, `/restaurant/${target.restaurantSlug}`, {
    type: 'success',
    title: t('reportItem.toast.thanks'),
    description: t('reportItem.toast.thanksText'),
  });
}

export const meta: MetaFunction = ({ matches }) => [{ title: `${metaTranslator(matches)('reportItem.title')} · Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];

export default function ReportItem() {
  const t = useT();
  const { entity, target } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.errors ?? {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={`/restaurant/${target.restaurantSlug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        {t('reportItem.backTo', { name: target.restaurantName })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{t('reportItem.heading', { kind: kindOf(entity) })}</h1>
      <p className="mt-2 text-stone-800">
        {t('reportItem.what', { kind: kindOf(entity), author: target.author, restaurant: target.restaurantName })}
      </p>
      <blockquote className="mt-2 border-l-4 border-stone-300 pl-3 text-stone-800">{target.text}</blockquote>
      <p className="mt-4 text-sm text-stone-700">
        {t('reportItem.rules')}
      </p>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="card mt-4 space-y-4 p-5">
        <fieldset aria-describedby={errors.reason ? 'reason-error' : undefined}>
          <legend className="font-medium text-stone-900">{t('reportItem.reasonLegend')}</legend>
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
            {t('reportItem.noteLabel')}
          </label>
          <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} defaultValue={answer?.values.note ?? ''} className="field-input" />
          <ErrorList id="note-error" errors={[errors.note]} />
        </div>
        <button type="submit" className="btn-primary w-full">
          {t('reportItem.send')}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
