import { decodeData } from './single-fetch';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The data one route's loader sends the browser for `path` (its "data twin"), in
 * whichever form the app serves it: single fetch's `/path.data` (every route's data in
 * one turbo-stream, by route id) or, without single fetch, `?_data=<route id>` (JSON).
 */
export async function routeData(fetch: Fetch, path: string, routeId: string, init: RequestInit = {}): Promise<{ status: number; data: unknown }> {
  const url = new URL(path, 'http://app');
  const twin = await fetch(`${url.pathname.replace(/\/$/, '') || '/_root'}.data${url.search}`, init);
  if (twin.headers.get('Content-Type')?.includes('text/x-script')) {
    const all = decodeData(await twin.text()) as Record<string, { data?: unknown }>;
    return { status: twin.status, data: all[routeId]?.data };
  }
  await twin.body?.cancel();
  url.searchParams.set('_data', routeId);
  const json = await fetch(`${url.pathname}${url.search}`, init);
  return { status: json.status, data: json.headers.get('Content-Type')?.includes('json') ? await json.json() : undefined };
}
