type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The data one route's loader sends the browser for `path` (its "data twin"): `?_data=<route id>`, as JSON. */
export async function routeData(fetch: Fetch, path: string, routeId: string, init: RequestInit = {}): Promise<{ status: number; data: unknown }> {
  const url = new URL(path, 'http://app');
  url.searchParams.set('_data', routeId);
  const json = await fetch(`${url.pathname}${url.search}`, init);
  return { status: json.status, data: json.headers.get('Content-Type')?.includes('json') ? await json.json() : undefined };
}
