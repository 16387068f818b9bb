import type { MetaFunction } from '@remix-run/cloudflare';
import { GeneralErrorBoundary } from '~/components/error-page';
import { notFound } from '~/modules/http.server';
import { NO_HYDRATION } from '~/utils/hydration';

// Any path no route claims: answer 404 through the shared boundary.
export async function loader() {
  notFound();
}

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: '404 Page Not Found | Fort Worth Eats' }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
