import type { MetaFunction } from '@remix-run/cloudflare';
import { GeneralErrorBoundary } from '~/components/error-page';
import { notFound } from '~/modules/http.server';
import { NO_HYDRATION } from '~/utils/hydration';
import { metaTranslator } from '~/utils/i18n';

// Any path no route claims: answer 404 through the shared boundary.
export async function loader() {
  notFound();
}

export const handle = NO_HYDRATION;

export const meta: MetaFunction = ({ matches }) => [{ title: `${metaTranslator(matches)('layout.error.notFoundTitle')} | Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
