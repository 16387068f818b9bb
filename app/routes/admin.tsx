import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';

/** The editors' desk: every page under /admin checks the role on the server, here and in its own loader and action. */
export const meta: MetaFunction = () => [{ title: "Editors' desk · Fort Worth Eats" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  // The desk is in English; its previews draw the readers' article, guide and recipe templates, which read these words.
  const messages = messagesFor('en', 'articles', 'guides', 'recipes');
  return json({ editor: { name: editor.name, role: editor.role }, messages }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

/** The desk's sections; an admin also sees People. Later sections add themselves here. */
export const DESK_SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/articles', label: 'Articles' },
  { to: '/admin/guides', label: 'Guides' },
  { to: '/admin/recipes', label: 'Recipes' },
  { to: '/admin/restaurants', label: 'Restaurants' },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/suggestions', label: 'Suggestions' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/export', label: 'Export' },
  { to: '/admin/people', label: 'People', adminOnly: true },
] as const;

export default function Desk() {
  const { editor } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Editors' desk</p>
        <p className="text-sm text-stone-700">
          {`Signed in as ${editor.name} (${editor.role})`}
        </p>
      </div>
      <nav aria-label="Editors' desk" className="mt-3 border-b border-stone-200">
        <ul className="flex flex-wrap gap-x-1">
          {DESK_SECTIONS.filter((section) => !('adminOnly' in section) || editor.role === 'admin').map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={'end' in section}
                className={({ isActive }) =>
                  `inline-flex min-h-[44px] items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${
                    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:text-stone-900'
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="py-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ data }) => (
          <ErrorMessage title="403 Editors only">
            {(data as { message?: string } | null)?.message ?? "The editors' desk is for the site's editors."} If you
            write for Fort Worth Eats, ask an admin to give you the editor role.
          </ErrorMessage>
        ),
      }}
    />
  );
}
