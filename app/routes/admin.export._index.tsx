import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';

export const meta: MetaFunction = () => [{ title: "Export · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  return json(null, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

const DOWNLOADS = [
  { file: 'listings.csv', label: 'Restaurant listings (CSV)', about: 'Every listing with its week and details (facts, dishes, happy hour, special dates), one row each. Edit it in a spreadsheet and import it again; unchanged, it changes nothing.' },
  { file: 'articles.json', label: 'Articles (JSON)', about: 'Reviews and news in every state, with the restaurants each covers.' },
  { file: 'recipes.json', label: 'Recipes (JSON)', about: 'Every recipe in every state, with its ingredients and steps.' },
  { file: 'reviews.csv', label: "Diners' reviews (CSV)", about: "Each review with its restaurant and the diner's display name: never an e-mail address or a Facebook id." },
];

/** Downloads of everything the operator owns, to keep a copy elsewhere (backups: README). */
export default function Export() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-stone-900">Export</h1>
      <p className="text-stone-800">
        Copies to keep somewhere other than Cloudflare. In a spreadsheet, a cell that would start like a formula starts with a single quote instead, so the
        spreadsheet never runs it; the import takes that quote off again.
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {DOWNLOADS.map(({ file, label, about }) => (
          <li key={file} className="px-4 py-3">
            <a href={`/admin/export/${file}`} download className="font-medium text-brand-800 underline">
              {label}
            </a>
            <p className="text-sm text-stone-700">{about}</p>
          </li>
        ))}
      </ul>
      <p className="text-stone-800">
        To bring listings in from a spreadsheet, use{' '}
        <Link to="/admin/restaurants/import" className="font-medium text-brand-800 underline">
          Import restaurants
        </Link>
        .
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
