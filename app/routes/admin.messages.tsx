import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listContactMessages, markMessagesRead, setMessageHandled } from '~/models/contact-messages.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Messages · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const view = new URL(request.url).searchParams.get('view') === 'handled' ? 'handled' : 'open';
  const messages = await listContactMessages(context.db, view);
  // Shown once as new; opening the inbox is reading them.
  await markMessagesRead(context.db, messages.filter((m) => !m.readAt).map((m) => m.id));
  return json({ view, messages: messages.map((m) => ({ ...m, unread: !m.readAt })) }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const HandleSchema = z.object({ intent: z.enum(['handled', 'reopen']), messageId: z.coerce.number().int().positive() });

export async function action({ request, context }: ActionFunctionArgs) {
  const editor = await requireEditor(context, request);
  const parsed = HandleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ message: 'Choose a message.' }, { status: 400, headers: PRIVATE_PAGE });
  const handled = parsed.data.intent === 'handled';
  const found = await setMessageHandled(context.db, { messageId: parsed.data.messageId, editorId: editor.id, handled });
  if (!found) return json({ message: 'That message is gone.' }, { status: 404, headers: PRIVATE_PAGE });
  return redirectWithToast(context, handled ? '/admin/messages' : '/admin/messages?view=handled', {
    type: 'success',
    title: handled ? 'Marked as handled' : 'Back in the inbox',
  });
}

/** A reply in the editor's own mail program, addressed and titled. */
function replyHref(message: { email: string; name: string; createdAt: string }) {
  const params = new URLSearchParams({ subject: 'Re: your message to Fort Worth Eats' });
  return `mailto:${encodeURIComponent(message.email)}?${params.toString().replace(/\+/g, '%20')}`;
}

export default function Messages() {
  const { view, messages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Messages</h1>
        <nav aria-label="Which messages" className="flex gap-3 text-sm">
          <Link to="/admin/messages" aria-current={view === 'open' ? 'page' : undefined} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
            Inbox
          </Link>
          <Link to="/admin/messages?view=handled" aria-current={view === 'handled' ? 'page' : undefined} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
            Handled
          </Link>
        </nav>
      </div>
      {messages.length ? (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="card space-y-2 p-4">
              <p className="text-sm text-stone-900">
                {m.unread ? <span className="mr-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-900">New</span> : null}
                <span className="font-semibold">{m.name}</span> · {m.email} · {formatDateTime(m.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words text-stone-800">{m.message}</p>
              <div className="flex flex-wrap gap-3">
                <a href={replyHref(m)} className="btn-secondary">
                  Reply by e-mail<span className="sr-only"> to {m.name}</span>
                </a>
                <Form method="post">
                  <input type="hidden" name="messageId" value={m.id} />
                  <button type="submit" name="intent" value={view === 'open' ? 'handled' : 'reopen'} className="btn-primary">
                    {view === 'open' ? 'Mark handled' : 'Back to inbox'}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{view === 'open' ? 'No messages waiting.' : 'No handled messages yet.'}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
