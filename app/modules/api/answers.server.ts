import { json } from '@remix-run/cloudflare';
import type { FieldErrors } from '~/utils/field-errors';

/**
 * How the JSON API answers (docs/api.md): errors as `{ message, errors? }`
 * with the right status, and a JSON 500 for a crash. The endpoints in
 * app/modules/api/endpoints/ call the same model functions as the pages;
 * the rest of app/modules/api/ reads their requests and shapes answers. A method an
 * endpoint does not export never reaches it: the Worker answers OPTIONS and
 * 405 from the endpoint table (endpoints.server.ts, workers/route-methods.ts).
 */

/** Anything for one diner: never stored by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

export const LOGIN_REQUIRED = 'Login required';

/** Every API error: JSON `{ message, errors? }` with the right status, never cached. */
export function apiError(status: number, message: string, init: { errors?: FieldErrors; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return json(init.errors ? { message, errors: init.errors } : { message }, { status, headers });
}

/**
 * Wraps a loader or action: a thrown Response passes through, anything else
 * is logged and answered as JSON 500 (Remix would answer a resource route's
 * crash with plain text).
 */
export function apiHandler<Args>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error('API request failed', error);
      return apiError(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}
