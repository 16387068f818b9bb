import type { SerializeFrom } from '@remix-run/cloudflare';
import { Form, Link } from '@remix-run/react';
import type { listPendingReplies } from '~/models/owner-replies.server';
import { formatDateTime } from '~/utils/format';

type PendingReply = SerializeFrom<Awaited<ReturnType<typeof listPendingReplies>>>[number];

/**
 * Owners' replies to diners' reviews waiting in /admin/moderation: the review and the
 * answer side by side, approve (it shows under the review) or reject with a reason the
 * owner reads. Plain forms posting to the moderation route's action.
 */
export function PendingOwnerReplies({ replies }: { replies: PendingReply[] }) {
  return (
    <section aria-labelledby="owner-replies">
      <h2 id="owner-replies" className="text-xl font-bold text-stone-900">
        Owner replies waiting <span className="text-base font-normal text-stone-600">({replies.length})</span>
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        An owner's answer to a diner's review. Approve a civil answer, even a firm one; reject offers, private details about the diner or attacks, saying
        why.
      </p>
      {replies.length ? (
        <ul className="mt-3 space-y-4">
          {replies.map((reply) => (
            <li key={reply.id} className="card space-y-3 p-4">
              <p className="text-sm font-medium text-stone-900">
                {`${reply.owner}, owner of `}
                <Link to={`/restaurant/${reply.restaurantSlug}`} className="text-brand-800 underline">
                  {reply.restaurantName}
                </Link>
                {` · ${formatDateTime(reply.createdAt)}`}
                {reply.stillOwner ? '' : ' · no longer an owner'}
              </p>
              <p className="text-sm text-stone-700">{`Answering a ${reply.reviewRating}-star review:`}</p>
              <blockquote className="border-l-4 border-stone-300 pl-3 text-stone-700">{reply.reviewText}</blockquote>
              <p className="text-sm text-stone-700">The reply:</p>
              <blockquote className="whitespace-pre-line break-words border-l-4 border-brand-700 pl-3 text-stone-900">{reply.content}</blockquote>
              <div className="grid gap-3 sm:grid-cols-2">
                <Form method="post" className="self-end">
                  <input type="hidden" name="replyId" value={reply.id} />
                  <button type="submit" name="intent" value="approve-reply" className="btn-primary w-full" disabled={!reply.stillOwner}>
                    Approve<span className="sr-only">{` the reply from ${reply.owner}`}</span>
                  </button>
                </Form>
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="replyId" value={reply.id} />
                  <label htmlFor={`reject-reply-${reply.id}`} className="block text-sm font-medium text-stone-900">
                    Reason for rejecting (the owner reads it)
                  </label>
                  <input id={`reject-reply-${reply.id}`} name="reason" required maxLength={300} className="field-input" />
                  <button type="submit" name="intent" value="reject-reply" className="btn-secondary w-full">
                    Reject<span className="sr-only">{` the reply from ${reply.owner}`}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-stone-700">No replies waiting.</p>
      )}
    </section>
  );
}
