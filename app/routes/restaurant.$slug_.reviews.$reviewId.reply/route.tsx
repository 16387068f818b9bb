import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { ErrorList, TextareaField } from '~/components/forms';
import { Stars } from '~/components/rating';
import { isOwnerOf } from '~/models/listing-owners.server';
import { mayWriteReply, replyTarget, replyToReview, saveOwnerReply } from '~/models/owner-replies.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, redirectWithToast, routeParam } from '~/modules/http.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';
import { ownerReplySchema, REPLY_RULES } from './reply-schema';
import { TEXT_LANG, useLocale, type Locale } from '~/utils/locale';

/**
 * An owner's reply to one diner's review of their listing (decision 050, part C): a
 * page of its own, reached from "Reply as the owner" under the review, so the
 * restaurant page ships no form code and the page works without JavaScript. The
 * reply waits for an editor; its author may rewrite it until it is approved.
 */

/** The review, the signed-in owner and the reply so far; anyone else is turned away before anything is read or written. */
async function replyContext({ request, params, context }: LoaderFunctionArgs) {
  const slug = routeParam(params.slug, 'slug');
  const reviewId = routeParam(params.reviewId, 'id');
  const user = await getOptionalUser(context);
  if (!user) throw redirect(`/auth/facebook?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`, { headers: PRIVATE_PAGE });
  const target = (await replyTarget(context.db, slug, reviewId)) ?? notFound('That review is not on this listing.');
  if (!(await isOwnerOf(context.db, user.id, target.restaurantId))) {
    throw json({ message: `Only the owners of ${target.restaurantName} can reply to its reviews.` }, { status: 403, headers: PRIVATE_PAGE });
  }
  return { user, target, existing: await replyToReview(context.db, target.reviewId) };
}

export async function loader(args: LoaderFunctionArgs) {
  const { user, target, existing } = await replyContext(args);
  const reply = existing ? { content: existing.content, language: existing.language, status: existing.status, reason: existing.reason, mine: existing.userId === user.id } : null;
  const { authorId: _author, restaurantId: _restaurant, ...review } = target;
  const messages = messagesFor(args.context.locale, 'ownerReply');
  return json({ review, reply, mayWrite: mayWriteReply(existing, user.id), messages }, { headers: PRIVATE_PAGE });
}

// A refused post's own headers (Retry-After on a 429) reach the page; every answer is private.
export const headers = passThroughCacheHeaders;

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { user, target, existing } = await replyContext(args);
  const formData = await request.formData();
  const t = translator(context.locale);
  const TAKEN = t('ownerReply.page.taken');
  const submission = parseWithZod(formData, { schema: ownerReplySchema(t) });
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) {
    return json({ result: submission.reply({ formErrors: [rateLimitedMessage(t)] }), refused: rateLimitedMessage(t) }, tooManyRequests(PRIVATE_PAGE));
  }
  if (!mayWriteReply(existing, user.id)) return json({ result: submission.reply({ formErrors: [TAKEN] }), refused: TAKEN }, { status: 409, headers: PRIVATE_PAGE });
  if (submission.status !== 'success') return json({ result: submission.reply(), refused: null }, { status: 400, headers: PRIVATE_PAGE });
  const saved = await saveOwnerReply(context.db, { reviewId: target.reviewId, restaurantId: target.restaurantId, userId: user.id, content: submission.value.content, language: context.locale });
  // Another owner's reply landed between the read and the write.
  if (!saved) return json({ result: submission.reply({ formErrors: [TAKEN] }), refused: TAKEN }, { status: 409, headers: PRIVATE_PAGE });
  return redirectWithToast(context, `/restaurant/${target.restaurantSlug}#review-${target.reviewId}`, {
    type: 'success',
    title: existing ? t('ownerReply.page.updated') : t('ownerReply.page.sent'),
    description: t('ownerReply.page.sentDescription'),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: data ? t('ownerReply.page.metaTitleOf', { name: data.review.restaurantName }) : t('ownerReply.page.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function OwnerReplyPage() {
  const locale = useLocale();
  const { review, reply, mayWrite } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const back = `/restaurant/${review.restaurantSlug}#review-${review.reviewId}`;
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={back} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        {t('ownerReply.page.backTo', { name: review.restaurantName })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">{t('ownerReply.replyAsOwner')}</h1>
      <section aria-labelledby="review-heading" className="card mt-4 p-5">
        <h2 id="review-heading" className="font-semibold text-stone-900">
          {t('ownerReply.page.reviewBy', { author: review.author })}<time dateTime={review.createdAt}>{formatLongDate(review.createdAt, locale)}</time>
        </h2>
        <p className="mt-1 flex items-center gap-2 text-sm">
          <Stars value={review.rating} />
          <span className="sr-only">{t('review.rated', { rating: review.rating })}</span>
        </p>
        <p lang={TEXT_LANG[review.language]} className="mt-1 whitespace-pre-line break-words text-stone-800">
          {review.content}
        </p>
      </section>
      {!mayWrite && answer?.refused ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.refused}
        </p>
      ) : null}
      {reply ? <ReplyState reply={reply} /> : null}
      {mayWrite ? <ReplyForm initial={reply?.mine ? reply.content : ''} rewriting={Boolean(reply)} /> : null}
    </div>
  );
}

function ReplyState({ reply }: { reply: { content: string; language: Locale; status: string; reason: string | null; mine: boolean } }) {
  const t = useT();
  const state =
    reply.status === 'pending'
      ? t('ownerReply.page.pending')
      : reply.status === 'approved'
        ? t('ownerReply.page.approved')
        : reply.status === 'rejected'
          ? t('ownerReply.page.rejected', { reason: reply.reason ?? t('ownerReply.page.declined') })
          : t('ownerReply.page.hidden', { reason: reply.reason ?? t('ownerReply.reported') });
  return (
    <section aria-labelledby="reply-heading" className="mt-6 border-l-4 border-brand-700 bg-stone-50 p-4">
      <h2 id="reply-heading" className="font-semibold text-stone-900">
        {reply.mine ? t('ownerReply.page.yourReply') : t('ownerReply.page.otherOwner')}
      </h2>
      <p lang={TEXT_LANG[reply.language]} className="mt-1 whitespace-pre-line break-words text-stone-800">
        {reply.content}
      </p>
      <p className="mt-2 text-sm font-medium text-stone-900">{state}</p>
    </section>
  );
}

function ReplyForm({ initial, rewriting }: { initial: string; rewriting: boolean }) {
  const answer = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';
  const t = useT();
  const schema = ownerReplySchema(t);
  const [form, fields] = useForm({
    id: 'owner-reply',
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { content: initial },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" className="card mt-6 space-y-3 p-5" {...getFormProps(form)}>
      <p className="text-sm text-stone-700">
        {t('ownerReply.page.intro', { min: REPLY_RULES.minLength, max: REPLY_RULES.maxLength })}
      </p>
      <TextareaField
        label={rewriting ? t('ownerReply.page.rewriteLabel') : t('ownerReply.page.yourReply')}
        textareaProps={{ ...getTextareaProps(fields.content), rows: 6, 'aria-required': true }}
        errors={fields.content.errors}
      />
      <div id={form.errorId} role="alert" className="min-h-[1.5rem]">
        <ErrorList errors={form.errors} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? t('ownerReply.page.sending') : rewriting ? t('ownerReply.page.sendNew') : t('ownerReply.page.send')}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      title="Reply as the owner"
      statusHandlers={{
        403: ({ data }) => (
          <ErrorMessage title="Only the owners can reply" action={<Link to="/" className="btn-primary">Go Back</Link>}>
            {(data as { message?: string } | null)?.message ?? 'Only the owners of this place can reply to its reviews.'}
          </ErrorMessage>
        ),
      }}
    />
  );
}
