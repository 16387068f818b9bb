import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare';
import { RemixServer } from '@remix-run/react';
import { Buffer } from 'node:buffer';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server.node';
import { holdScriptsUntilHero } from './modules/scripts-after-hero.server';
import { NonceProvider } from './utils/nonce';

/**
 * Every page's data is loaded before rendering and no component of ours suspends
 * (see resources.reviews/review-form.server.ts); only Remix's single-fetch data
 * arrives in its own Suspense boundary. So a page is answered whole, once all of it
 * is ready: it is stored whole in the edge cache, a render error still answers 500,
 * and the data is written in place rather than patched in later.
 *
 * React's Node renderer (through the Workers runtime's node:stream) writes the page
 * in large pieces; its web-stream renderer encodes every small piece of markup on
 * its own, which costs the Worker more CPU than the render (docs/decisions/024).
 * The page's scripts start once the hero picture has painted
 * (modules/scripts-after-hero.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  return new Promise<Response>((resolve, reject) => {
    const pieces: Buffer[] = [];
    const page = new Writable({
      write(piece: Buffer, _encoding, done) {
        pieces.push(piece);
        done();
      },
      final(done) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(holdScriptsUntilHero(new Response(Buffer.concat(pieces), { headers: responseHeaders, status })));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady: () => pipe(page),
        // An error in the shell reaches Remix's error boundary; a later one still fails the page.
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    request.signal.addEventListener('abort', () => abort(request.signal.reason));
  });
}
