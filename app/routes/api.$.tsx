import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { apiError, apiHandler } from '~/modules/api/answers.server';
import { findEndpoint } from '~/modules/api/endpoints.server';

/** Every /api/* address: the endpoint the table names (app/modules/api/endpoints.server.ts), or a JSON 404. */
function answer(kind: 'loader' | 'action') {
  return apiHandler(async (args: ActionFunctionArgs) => {
    const found = findEndpoint(new URL(args.request.url).pathname);
    const handler = found?.endpoint[kind];
    if (!handler) return apiError(404, 'No such API endpoint. See docs/api.md for the list.');
    return handler({ ...args, params: found.params });
  });
}

export const loader = answer('loader');
export const action = answer('action');
