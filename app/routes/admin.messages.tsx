import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { actOnMessages, countContactMessages, listContactMessages, markMessagesRead, type MessageAction } from '~/models/contact-messages.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { CONTACT_HOURLY_CEILING, CONTACT_TOPICS } from '~/utils/contact-limits';
import { formatCount, formatDateTime } from '~/utils/format';
import { INBOX_VIEWS, viewName, type InboxView } from '~/utils/inbox-views';

export const meta: MetaFunction = () => [{ title: "Messages · Editors' desk" }, { name: 'robots', content: 'noindex' }];

const View = z.enum(INBOX_VIEWS).catch('inbox');

const viewPath = (view: InboxView, params: Record<string, string> = {}) => {
  const search = new URLSearchParams({ ...(view === 'inbox' ? {} : { view }), ...params }).toString();
  return `/admin/messages${search ? `?${search}` : ''}`;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const params = new URL(request.url).searchParams;
  const view = View.parse(params.get('view') ?? 'inbox');
  const [messages, counts] = await Promise.all([listContactMessages(context.db, view), countContactMessages(context.db)]);
  // Shown once as new; opening a view is reading what it shows.
  await markMessagesRead(context.db, messages.filter((m) => !m.readAt).map((m) => m.id));
  return json(
    {
      view,
      counts,
      // "Select all" without JavaScript: this link renders every box ticked.
      selectAll: params.get('select') === 'all',
      // "Every message in this view" stops at the newest shown: one arriving later is not swept along unseen.
      upTo: messages.reduce((max, m) => Math.max(max, m.id), 0),
      messages: messages.map((m) => ({ ...m, unread: !m.readAt })),
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

const ActionSchema = z.object({
  intent: z.enum(['handled', 'reopen', 'delete']),
  view: View,
  scope: z.enum(['selected', 'view']).catch('selected'),
  ids: z.array(z.coerce.number().int().positive()).max(500),
  upTo: z.coerce.number().int().positive().optional(),
  confirm: z.literal('yes').optional(),
});

const DONE: Record<MessageAction, string> = { handled: 'marked handled', reopen: 'moved to the inbox', delete: 'deleted' };

export async function action({ request, context }: ActionFunctionArgs) {
  const editor = await requireEditor(context, request);
  const formData = await request.formData();
  const parsed = ActionSchema.safeParse({ ...Object.fromEntries(formData), ids: formData.getAll('ids') });
  const refuse = (status: number, message: string) => json({ message }, { status, headers: PRIVATE_PAGE });
  if (!parsed.success) return refuse(400, 'Choose messages and what to do with them.');
  const { intent, view, scope, ids, upTo, confirm } = parsed.data;
  if (scope === 'selected' && !ids.length) return refuse(400, 'Tick at least one message first.');
  if (scope === 'view' && !upTo) return refuse(400, 'Open the view again and choose once more.');
  if (scope === 'view' && intent === 'delete' && !confirm)
    return refuse(400, `Tick “Yes, delete them all” to delete every message in ${viewName(view)}.`);

  const changed = await actOnMessages(context.db, {
    action: intent,
    selection: scope === 'view' ? { view, upTo: upTo! } : { ids },
    editorId: editor.id,
  });
  if (!changed) return refuse(404, 'Those messages are gone: another editor may have dealt with them.');
  return redirectWithToast(context, viewPath(view), { type: 'success', title: `${messageCount(changed)} ${DONE[intent]}` });
}

const messageCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'message' : 'messages'}`;

/** A reply in the editor's own mail program, addressed and titled. */
function replyHref(message: { email: string }) {
  const params = new URLSearchParams({ subject: 'Re: your message to Fort Worth Eats' });
  return `mailto:${encodeURIComponent(message.email)}?${params.toString().replace(/\+/g, '%20')}`;
}

const EMPTY: Record<InboxView, string> = {
  inbox: 'No messages waiting.',
  held: 'No messages held.',
  junk: 'Nothing looks like junk.',
  handled: 'No handled messages yet.',
};

const ABOUT: Partial<Record<InboxView, string>> = {
  held: `Sent after ${CONTACT_HOURLY_CEILING} messages in an hour had reached the inbox. Nothing was lost: the senders were told a reply may take longer. Move the real ones to the inbox.`,
  junk: 'Messages not yet handled that filled in the field only bots see, carry a link, or repeat a text sent before. Some may be real (a restaurant’s own website, say): look before deleting.',
};

/** The buttons each view offers: moving to the inbox means nothing in the inbox itself. */
function actionsFor(view: InboxView): MessageAction[] {
  return view === 'inbox' ? ['handled', 'delete'] : view === 'handled' ? ['reopen', 'delete'] : ['reopen', 'handled', 'delete'];
}

export default function Messages() {
  const { view, counts, selectAll, upTo, messages } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const total = counts[view];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Messages</h1>
        <nav aria-label="Which messages" className="flex flex-wrap gap-x-4 text-sm">
          {INBOX_VIEWS.map((v) => (
            <Link
              key={v}
              to={viewPath(v)}
              aria-current={view === v ? 'page' : undefined}
              className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline aria-[current=page]:font-bold aria-[current=page]:text-stone-900"
            >
              {`${viewName(v)} (${formatCount(counts[v])})`}
            </Link>
          ))}
        </nav>
      </div>
      {ABOUT[view] ? <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">{ABOUT[view]}</p> : null}
      {answer?.message ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {answer.message}
        </p>
      ) : null}
      {messages.length ? (
        <>
          {/* Keyed by the selection: a link to "select all" re-renders the boxes ticked with JavaScript on too. */}
          <Form method="post" key={selectAll ? 'all' : 'none'} className="space-y-4" aria-label="Selected messages">
            <input type="hidden" name="view" value={view} />
            <input type="hidden" name="scope" value="selected" />
            <div className="flex flex-wrap items-center gap-3">
              {selectAll ? (
                <Link to={viewPath(view)} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
                  Clear selection
                </Link>
              ) : (
                <Link to={viewPath(view, { select: 'all' })} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
                  Select all on this page
                </Link>
              )}
              {actionsFor(view).map((intent) => (
                <button key={intent} type="submit" name="intent" value={intent} className={intent === 'delete' ? 'btn-secondary' : 'btn-primary'}>
                  {{ handled: 'Mark selected handled', reopen: 'Move selected to inbox', delete: 'Delete selected' }[intent]}
                </button>
              ))}
            </div>
            <p className="text-sm text-stone-700">
              {total > messages.length ? `Showing the newest ${formatCount(messages.length)} of ${messageCount(total)}.` : `${messageCount(total)}.`}
            </p>
            <ul className="space-y-4">
              {messages.map((m) => (
                <li key={m.id} className="card space-y-2 p-4">
                  <label className="flex min-h-[44px] cursor-pointer items-center gap-3 text-sm text-stone-900">
                    <input type="checkbox" name="ids" value={m.id} defaultChecked={selectAll} className="h-5 w-5 shrink-0" />
                    <span>
                      {m.unread ? <span className="mr-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-900">New</span> : null}
                      <span className="font-semibold">{m.name}</span> · {m.email} · {formatDateTime(m.createdAt)}
                    </span>
                  </label>
                  <p className="text-sm text-stone-700">{`Topic: ${CONTACT_TOPICS.find((t) => t.value === m.topic)?.label ?? m.topic}`}</p>
                  <Signals message={m} />
                  <p className="whitespace-pre-line break-words text-stone-800">{m.message}</p>
                  <a href={replyHref(m)} className="btn-secondary">
                    Reply by e-mail<span className="sr-only"> to {m.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Form>
          <Form method="post" className="card space-y-3 p-4" aria-labelledby="whole-view">
            <h2 id="whole-view" className="text-lg font-bold text-stone-900">
              {`Every message in ${viewName(view)} (${formatCount(total)})`}
            </h2>
            <p className="text-sm text-stone-700">Also those not shown on this page; not any that arrive after it was opened.</p>
            <input type="hidden" name="view" value={view} />
            <input type="hidden" name="scope" value="view" />
            <input type="hidden" name="upTo" value={upTo} />
            <label className="flex min-h-[44px] items-center gap-3 text-sm text-stone-900">
              <input type="checkbox" name="confirm" value="yes" className="h-5 w-5" />
              Yes, delete them all (needed to delete; it cannot be undone)
            </label>
            <div className="flex flex-wrap gap-3">
              {actionsFor(view).map((intent) => (
                <button key={intent} type="submit" name="intent" value={intent} className={intent === 'delete' ? 'btn-secondary' : 'btn-primary'}>
                  {{ handled: 'Mark all handled', reopen: 'Move all to inbox', delete: 'Delete all' }[intent]}
                  <span className="sr-only">{` ${formatCount(total)} in ${viewName(view)}`}</span>
                </button>
              ))}
            </div>
          </Form>
        </>
      ) : (
        <p className="text-stone-700">{EMPTY[view]}</p>
      )}
    </div>
  );
}

/** Why a message is held or looks like junk, in words. */
function Signals({ message }: { message: { heldReason: string | null; junk: { honeypot: boolean; link: boolean; repeated: boolean } } }) {
  const signals = [
    message.heldReason === 'ceiling' ? 'Held: past the hourly ceiling' : null,
    message.junk.honeypot ? 'Filled in the field only bots see' : null,
    message.junk.link ? 'Has a link' : null,
    message.junk.repeated ? 'Same text sent more than once' : null,
  ].filter(Boolean);
  if (!signals.length) return null;
  return (
    <ul aria-label="Why it is flagged" className="flex flex-wrap gap-2 text-xs font-semibold text-amber-900">
      {signals.map((signal) => (
        <li key={signal} className="rounded-full bg-amber-100 px-2 py-0.5">
          {signal}
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
