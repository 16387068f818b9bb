import { bodyLimitFor, MAX_REQUEST_BODY_BYTES } from '../app/utils/body-limits';
import { isSameOriginMutation } from './origin';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const API_NOT_FOUND = 'No such API endpoint. See docs/api.md for the list.';

const pathOf = (request: Request) => new URL(request.url).pathname;
const isApi = (request: Request) => pathOf(request).startsWith('/api/');
/** Remix's data request for a client navigation or a form sent with JavaScript: `?_data=<route id>`. */
const isDataRequest = (request: Request) => new URL(request.url).searchParams.has('_data');

/** A refusal in the caller's language: JSON on the API, plain text on pages; never stored. */
export function refusal(request: Request, status: number, message: string, headers: HeadersInit = {}) {
  const api = isApi(request);
  const all = new Headers(headers);
  all.set('Cache-Control', 'no-store');
  all.set('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  return new Response(api ? JSON.stringify({ message }) : message, { status, headers: all });
}

/**
 * The one gate before Remix runs, given the methods the request's route takes
 * (routeMethods, workers/route-methods.ts). What the request line and headers
 * settle is settled before any of the body is read: OPTIONS (204) and a method
 * the route does not take (405), both with Allow; a mutation from another site
 * (403); a page action sent something other than a form (415); a declared
 * length over the path's limit (413), or none where a large upload is allowed
 * (411). Only then is the body read (readBody).
 */
export async function guardRequest(request: Request, allowed: readonly string[]): Promise<Request | Response> {
  const refused = refuseOnHeaders(request, allowed);
  if (refused) {
    await discardSmallBody(request);
    return refused;
  }
  return readBody(request);
}

function refuseOnHeaders(request: Request, allowed: readonly string[]): Response | null {
  const { method } = request;
  // The JSON API has one shape, JSON at its own addresses: Remix's page-data encoding of it is no part of it.
  if (isApi(request) && isDataRequest(request)) return refusal(request, 404, API_NOT_FOUND);
  const allow = allowed.join(', ');
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
  if (!allowed.includes(method)) return refusal(request, 405, methodMessage(request, allowed), { Allow: allow });
  if (method === 'GET' || method === 'HEAD') return null;

  if (!isSameOriginMutation(request)) {
    return refusal(request, 403, 'This form was sent from another site, so we did not act on it.');
  }
  if (!isApi(request) && !FORM_TYPES.includes(contentType(request))) {
    return refusal(request, 415, 'Please send this form from our page.');
  }
  const limit = bodyLimitFor(pathOf(request));
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) return refusal(request, 413, 'This request is too large.');
  // A large upload is left unread for its action, which checks the sender first: it
  // needs a declared length to be refused on (browsers always send one).
  if (declared === null && request.body && limit > MAX_REQUEST_BODY_BYTES) {
    return refusal(request, 411, 'Please send this form from our page.');
  }
  return null;
}

function methodMessage(request: Request, allowed: readonly string[]) {
  const api = isApi(request);
  const uses = allowed.filter((m) => m === 'GET' || m === 'POST');
  if (api) return `Use ${uses.join(' or ')} for this endpoint.`;
  return uses.includes('POST') ? 'This page can be read or sent a form, nothing else.' : 'This page can only be read.';
}

function contentType(request: Request) {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads a body up to its path's limit (bodyLimitFor, app/utils/body-limits.ts)
 * once, so actions get it from memory, and counts the bytes as it goes (413 past
 * the limit, whatever Content-Length said); a form body that does not parse is a
 * 400 here rather than a throw in every action. A large upload (the photo form,
 * the desk's listings import) is passed on unread: its action checks who sends it first, and
 * the runtime delivers no more than the Content-Length checked above.
 */
async function readBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const limit = bodyLimitFor(pathOf(request));
  if (limit > MAX_REQUEST_BODY_BYTES) return request;
  const body = await readUpTo(request.body, limit);
  if (!body) return refusal(request, 413, 'This request is too large.');
  const read = new Request(request, { body });
  if (FORM_TYPES.includes(contentType(request))) {
    try {
      await read.clone().formData();
    } catch {
      return refusal(request, 400, 'We could not read this form. Please reload the page and send it again.');
    }
  }
  return read;
}

/**
 * A body left unread makes the runtime close the connection, which a client may
 * already be reusing: a refused page form or API call (64 KB at most) is read
 * and dropped; an upload is never read for a refusal, and its connection closes.
 */
async function discardSmallBody(request: Request) {
  if (!request.body || bodyLimitFor(pathOf(request)) > MAX_REQUEST_BODY_BYTES) return;
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > MAX_REQUEST_BODY_BYTES) return;
  try {
    await readUpTo(request.body, MAX_REQUEST_BODY_BYTES);
  } catch {
    // A body that breaks off changes nothing about the refusal.
  }
}

/** The stream's bytes, or null (and the stream cancelled) once they pass `limit`. */
async function readUpTo(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
