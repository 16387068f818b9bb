import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useLoaderData, useSearchParams } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-page';
import { recordChange } from '~/models/changes.server';
import { findDiners, listDeskPeople, setEditorRole } from '~/models/users.server';
import { requireAdmin } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';

export const meta: MetaFunction = () => [{ title: "People · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const [people, diners] = await Promise.all([listDeskPeople(context.db), findDiners(context.db, q)]);
  return json({ people, diners, q }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const RoleChangeSchema = z.object({
  intent: z.enum(['grant', 'revoke']),
  userId: z.coerce.number().int().positive(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const submission = parseWithZod(await request.formData(), { schema: RoleChangeSchema });
  if (submission.status !== 'success') {
    return json({ message: 'Choose a person and what to change.' }, { status: 400, headers: PRIVATE_PAGE });
  }
  const { intent, userId } = submission.value;
  const person = await setEditorRole(context.db, userId, intent === 'grant');
  if (!person) {
    return json({ message: 'That person cannot be changed here: admins are named by the operator.' }, { status: 400, headers: PRIVATE_PAGE });
  }
  await recordChange(context.db, {
    entity: 'user',
    entityId: person.id,
    userId: admin.id,
    action: intent === 'grant' ? 'granted the editor role to' : 'revoked the editor role of',
    summary: person.name,
  });
  return redirectWithToast(context, '/admin/people', {
    type: 'success',
    title: intent === 'grant' ? `${person.name} is now an editor` : `${person.name} is no longer an editor`,
  });
}

export default function DeskPeople() {
  const { people, diners, q } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="space-y-10">
      <section aria-labelledby="desk-people">
        <h1 id="desk-people" className="text-3xl font-bold text-stone-900">
          People who run the desk
        </h1>
        <p className="mt-2 text-stone-700">
          Admins are named by the site's operator (<code>ADMIN_FACEBOOK_IDS</code>). Editors write, edit and publish.
        </p>
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-medium text-stone-900">{person.name}</span>{' '}
                <span className="text-sm text-stone-700">
                  @{person.username} · {person.role}
                </span>
              </span>
              {person.role === 'editor' ? <RoleButton userId={person.id} intent="revoke" label={`Revoke editor role of ${person.name}`} text="Revoke editor" /> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="find-diners">
        <h2 id="find-diners" className="text-xl font-bold text-stone-900">
          Make a diner an editor
        </h2>
        <Form method="get" className="mt-3 flex max-w-lg gap-2">
          <label htmlFor="people-q" className="sr-only">
            Name, username or e-mail
          </label>
          <input id="people-q" name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Name, username or e-mail" className="field-input flex-1" />
          <button type="submit" className="btn-primary">
            Find
          </button>
        </Form>
        {q ? (
          diners.length ? (
            <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {diners.map((diner) => (
                <li key={diner.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <span>
                    <span className="font-medium text-stone-900">{diner.name}</span>{' '}
                    <span className="text-sm text-stone-700">@{diner.username}</span>
                  </span>
                  <RoleButton userId={diner.id} intent="grant" label={`Make ${diner.name} an editor`} text="Make editor" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-stone-700">No diner matches “{q}”. They need to sign in once first.</p>
          )
        ) : null}
      </section>
    </div>
  );
}

function RoleButton({ userId, intent, label, text }: { userId: number; intent: 'grant' | 'revoke'; label: string; text: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" name="intent" value={intent} aria-label={label} className={intent === 'grant' ? 'btn-primary' : 'btn-secondary'}>
        {text}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
