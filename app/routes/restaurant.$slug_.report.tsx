import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { ListingReportForm, type ListingReportAnswer } from '~/components/listing-report-form';
import { createListingReport, findListingToReport } from '~/models/listing-reports.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { reporterKey } from '~/modules/reporter.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import {
  LISTING_REPORT_DETAILS,
  LISTING_REPORT_HONEYPOT,
  LISTING_REPORT_NOTE_MAX,
  LISTING_REPORT_REASON_KEYS,
  storedListingReportReason,
} from '~/utils/listing-report-reasons';

/**
 * A diner's report that a listing is out of date. The form sits on the restaurant
 * page; this page shows it alone, and again with its errors when one is refused.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: data ? t('report.metaTitleOf', { name: data.restaurant.name }) : t('report.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

async function findListing(params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']) {
  const listing = await findListingToReport(context.db, routeParam(params.slug, 'slug'));
  return listing ?? notFound();
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const restaurant = await findListing(params, context);
  return json(
    { restaurant: { name: restaurant.name, slug: restaurant.slug }, messages: messagesFor(context.locale, 'report', 'reports', 'facts') },
    { headers: PRIVATE_PAGE },
  );
}

// A refused report's own status headers (Retry-After on a 429) reach the page.
export const headers = passThroughCacheHeaders;

// Built per request: its messages are in the diner's language.
const listingReportSchema = (t: Translate) =>
  z
    .object({
      reason: z.enum(LISTING_REPORT_REASON_KEYS, { errorMap: () => ({ message: t('report.error.reason') }) }),
      detail: z.string().default(''),
      note: z.string().trim().max(LISTING_REPORT_NOTE_MAX, t('report.error.noteTooLong', { max: LISTING_REPORT_NOTE_MAX })).default(''),
    })
    .refine((report) => report.reason !== 'detail' || LISTING_REPORT_DETAILS.some((d) => d.key === report.detail), {
      path: ['detail'],
      message: t('report.error.detail'),
    });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const restaurant = await findListing(params, context);
  const user = await getOptionalUser(context);
  const t = translator(context.locale);
  const fields = Object.fromEntries(await request.formData());
  const values = { reason: String(fields.reason ?? ''), detail: String(fields.detail ?? ''), note: String(fields.note ?? '') };
  const refuse = (init: ResponseInit, errors: Record<string, string>) => json<ListingReportAnswer>({ errors, values }, init);

  if (!(await withinRateLimit(context, 'REPORT_RATE_LIMITER', clientKey(request, user?.id)))) {
    return refuse(tooManyRequests(PRIVATE_PAGE), { form: RATE_LIMITED_MESSAGE });
  }
  if (String(fields[LISTING_REPORT_HONEYPOT] ?? '') !== '') {
    return refuse({ status: 400, headers: PRIVATE_PAGE }, { form: t('report.error.notSent') });
  }
  const parsed = listingReportSchema(t).safeParse(fields);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return refuse({ status: 400, headers: PRIVATE_PAGE }, errors);
  }
  const { reason, detail, note } = parsed.data;
  await createListingReport(context.db, {
    restaurantId: restaurant.id,
    reporterId: user?.id ?? null,
    reporterKey: await reporterKey(context.cloudflare.env, request, user?.id ?? null),
    reason: storedListingReportReason(reason, detail),
    note,
  });
  return redirectWithToast(context, `/restaurant/${restaurant.slug}`, {
    type: 'success',
    title: t('report.thanks'),
    description: t('report.thanksDescription'),
  });
}

export default function ReportListing() {
  const { restaurant } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={`/restaurant/${restaurant.slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        {t('report.backTo', { name: restaurant.name })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{t('report.heading', { name: restaurant.name })}</h1>
      <p className="mt-2 text-stone-800">{t('report.intro')}</p>
      <div className="card mt-4 p-5">
        <ListingReportForm action={`/restaurant/${restaurant.slug}/report`} answer={answer} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
