import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build, produced by `remix build` (see remix.config.js).
import * as build from '../build/server/index.js';
import { createDb } from '../app/db/client.server';
import { facebookEndpoints } from '../app/utils/facebook-endpoints.server';
import { parseEnv } from '../app/utils/env.server';
import { isSameOriginMutation } from '../app/utils/origin.server';
import { applySecurityHeaders, createNonce } from '../app/utils/security-headers.server';

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, rawEnv, ctx): Promise<Response> {
    const env = parseEnv(rawEnv as unknown as Record<string, unknown>);
    const cspNonce = createNonce();
    const response = isSameOriginMutation(request, env.PUBLIC_ORIGIN)
      ? await handleRemixRequest(request, { cloudflare: { env, ctx }, db: createDb(env.DB), cspNonce })
      : crossSiteRefusal(request);
    // Responses from Remix may carry immutable headers; copy before adding ours.
    const secured = new Response(response.body, response);
    applySecurityHeaders(secured.headers, cspNonce, new URL(facebookEndpoints(env).dialog).origin);
    return secured;
  },
} satisfies ExportedHandler<Record<string, unknown>>;

/** Every mutation is refused here, in one place, unless it comes from our own origin. */
function crossSiteRefusal(request: Request) {
  const message = 'This form was sent from another site, so we did not act on it.';
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return Response.json({ message }, { status: 403 });
  }
  return new Response(message, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
