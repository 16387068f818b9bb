import { MAX_REQUEST_BODY_BYTES } from '../app/utils/body-limits';
import { isSameOriginMutation } from './origin';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Pages are read (GET, HEAD) or sent a form (POST); nothing else reaches an action. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** A refusal in the caller's language: JSON on the API, plain text on pages; never stored. */
export function refusal(request: Request, status: number, message: string, headers: HeadersInit = {}) {
  const api = new URL(request.url).pathname.startsWith('/api/');
  const all = new Headers(headers);
  all.set('Cache-Control', 'no-store');
  all.set('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  return new Response(api ? JSON.stringify({ message }) : message, { status, headers: all });
}

/**
 * Refuses, in one place before Remix runs, the requests no page of ours can
 * send: another method than GET, HEAD or POST on a page (405), a mutation from
 * another site (403), a page action that receives something other than a form
 * (415), or a form body that cannot be read (400). The JSON API answers in JSON.
 */
export async function refuseRequest(request: Request): Promise<Response | null> {
  const api = new URL(request.url).pathname.startsWith('/api/');
  if (!api && !PAGE_METHODS.includes(request.method)) {
    return refusal(request, 405, 'This page can be read or sent a form, nothing else.', { Allow: PAGE_METHODS.join(', ') });
  }
  if (request.method === 'GET' || request.method === 'HEAD') return null;

  if (!isSameOriginMutation(request)) {
    return refusal(request, 403, 'This form was sent from another site, so we did not act on it.');
  }
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!api && request.method === 'POST' && !FORM_TYPES.includes(type)) {
    return refusal(request, 415, 'Please send this form from our page.');
  }
  // A form body that does not parse (a broken multipart boundary, say) would make
  // every action throw: read it once here and say so instead.
  if (FORM_TYPES.includes(type)) {
    try {
      await request.clone().formData();
    } catch {
      return refusal(request, 400, 'We could not read this form. Please reload the page and send it again.');
    }
  }
  return null;
}

/**
 * Refuses bodies over MAX_REQUEST_BODY_BYTES (app/utils/body-limits.ts) with 413 before anything parses them: by
 * Content-Length when given, and by counting the bytes as it reads the body.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const tooLarge = () => refusal(request, 413, 'This request is too large.');
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > MAX_REQUEST_BODY_BYTES) return tooLarge();
  // Read every body here, even one that no action will use (a 405, a 429): a body left
  // unread makes the runtime close the connection, which a client may already be reusing.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}
