import { isSameOriginMutation } from './origin.server';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses, in one place before Remix runs, the mutations no page of ours can
 * send: from another site (403), or to a page's form action with a body that
 * is not a form (415). The JSON API answers in JSON.
 */
export function refuseRequest(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const api = new URL(request.url).pathname.startsWith('/api/');
  const refuse = (status: number, message: string) =>
    api
      ? Response.json({ message }, { status })
      : new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

  if (!isSameOriginMutation(request)) {
    return refuse(403, 'This form was sent from another site, so we did not act on it.');
  }
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!api && request.method === 'POST' && !FORM_TYPES.includes(type)) {
    return refuse(415, 'Please send this form from our page.');
  }
  return null;
}

/** The largest body any form or API call of ours needs (a 5,000-character message is ~20 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses bodies over MAX_BODY_BYTES with 413 before anything parses them: by
 * Content-Length when given, and by counting the bytes as it reads the body.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const tooLarge = () => new Response('This request is too large.', { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) return tooLarge();
  // Read every body here, even one that no action will use (a 405, a 429): a body left
  // unread makes the runtime close the connection, which a client may already be reusing.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
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
