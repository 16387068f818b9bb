import { isSameOriginMutation } from './origin.server';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Refuses, in one place before Remix runs, the mutations no page of ours can
 * send: from another site (403), or to a page's form action with a body that
 * is not a form (415). The JSON API answers in JSON.
 */
export function refuseRequest(request: Request, publicOrigin: string): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const api = new URL(request.url).pathname.startsWith('/api/');
  const refuse = (status: number, message: string) =>
    api
      ? Response.json({ message }, { status })
      : new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

  if (!isSameOriginMutation(request, publicOrigin)) {
    return refuse(403, 'This form was sent from another site, so we did not act on it.');
  }
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!api && request.method === 'POST' && !FORM_TYPES.includes(type)) {
    return refuse(415, 'Please send this form from our page.');
  }
  return null;
}
