import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build, produced by `remix build` (see remix.config.js).
import * as build from '../build/server/index.js';
import { createDb } from '../app/db/client.server';
import { facebookEndpoints } from '../app/utils/facebook-endpoints.server';
import { parseEnv } from '../app/utils/env.server';
import { applySecurityHeaders, createNonce } from '../app/utils/security-headers.server';

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, rawEnv, ctx): Promise<Response> {
    const env = parseEnv(rawEnv as unknown as Record<string, unknown>);
    const cspNonce = createNonce();
    const response = await handleRemixRequest(request, {
      cloudflare: { env, ctx },
      db: createDb(env.DB),
      cspNonce,
    });
    // Responses from Remix may carry immutable headers; copy before adding ours.
    const secured = new Response(response.body, response);
    applySecurityHeaders(secured.headers, cspNonce, new URL(facebookEndpoints(env).dialog).origin);
    return secured;
  },
} satisfies ExportedHandler<Record<string, unknown>>;
