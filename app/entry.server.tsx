import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { NonceProvider } from './utils/nonce';
import { startScriptsAfterPaint } from './utils/scripts-after-paint';

/**
 * Every page is small and its data is loaded before rendering (no deferred data),
 * so it is rendered to one string: the same HTML as a stream, without encoding
 * hundreds of small chunks, which cost the Worker more CPU than the render itself.
 * No component may suspend on the server (see resources.reviews/review-form.server.ts).
 * The page's scripts start once it has painted (utils/scripts-after-paint.ts).
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
  return new Response(`<!DOCTYPE html>${startScriptsAfterPaint(html)}`, { headers: responseHeaders, status: responseStatusCode });
}
