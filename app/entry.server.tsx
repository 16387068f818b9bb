import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { renderToReadableStream } from 'react-dom/server';
import { holdScriptsUntilHero } from './modules/scripts-after-hero.server';
import { NonceProvider } from './utils/nonce';

/**
 * Pages are rendered as a stream. Every page's data is loaded before rendering and
 * no component of ours suspends (see resources.reviews/review-form.server.ts), so
 * the response waits for the whole page (`allReady`): a page is stored whole in the
 * edge cache, a render error still answers 500, and Remix's single-fetch data, which
 * streams in its own Suspense boundary, is written in place rather than patched in
 * later. The page's scripts start once the hero picture has painted
 * (modules/scripts-after-hero.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        // Errors in the shell reject above and reach Remix's error boundary; these are later ones.
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return holdScriptsUntilHero(new Response(body, { headers: responseHeaders, status }));
}
