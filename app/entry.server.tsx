import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { siteStylesheet } from './modules/site-styles.server';
import { NonceProvider } from './utils/nonce';
import { SiteStylesProvider } from './utils/site-styles';

/**
 * Every page is small and its data is loaded before rendering (no deferred data),
 * so it is rendered to one string: the same HTML as a stream, without encoding
 * hundreds of small chunks, which cost the Worker more CPU than the render itself.
 * No component may suspend on the server (see resources.reviews/review-form.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const styles = await siteStylesheet(loadContext.cloudflare.env.ASSETS, request.url);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <SiteStylesProvider value={styles}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </SiteStylesProvider>
    </NonceProvider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
