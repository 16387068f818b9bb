import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { NonceProvider } from './utils/nonce';
import { holdScriptsUntilHero } from './utils/scripts-after-hero';

/**
 * Every page is small, its data is loaded before rendering (no deferred data) and
 * no component may suspend on the server (see resources.reviews/review-form.server.ts),
 * so a page is rendered to one string: the whole page at once, stored whole in the
 * edge cache, without the per-chunk encoding a stream costs (docs/decisions/030).
 * A render error throws, and Remix answers with the error boundary.
 * The page's scripts start once the hero picture has painted (utils/scripts-after-hero.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${holdScriptsUntilHero(html)}`, { headers: responseHeaders, status: responseStatusCode });
}
