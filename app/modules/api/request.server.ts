import { MAX_API_BODY_BYTES } from '~/utils/body-limits';
import { apiError } from './answers.server';

/**
 * Reading an API request's body and path ids. A problem is thrown as the JSON
 * error Response, which apiHandler passes through. The query of
 * GET /api/restaurants is read with the listing's filters (app/utils/listing-filters.server.ts).
 */

/**
 * The request's JSON object body. A missing, oversized or malformed body is a
 * 400 (413 when too large). Form posts are accepted too, so a plain HTML form
 * can call the API.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > MAX_API_BODY_BYTES) throw apiError(413, 'The request body is too large.');
  const type = request.headers.get('Content-Type') ?? '';
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
    return out;
  }
  const text = await request.text();
  if (text.length > MAX_API_BODY_BYTES) throw apiError(413, 'The request body is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, 'The request body must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw apiError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A positive integer id from a path segment, or a 404 (an id that cannot exist). */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1) throw apiError(404, `${what} not found`);
  return Number(value);
}
